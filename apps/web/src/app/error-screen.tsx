import { Link, useRouteError } from 'react-router';
import { House, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorDetails } from './error-details';
import { APP_STRINGS, documentTitle } from './strings';

const TILE_TILTS = ['-rotate-6', 'rotate-3', '-rotate-2', 'rotate-6'];

/** Letter tiles like the game's own, spelling the status (or OOPS); purely decorative. */
function StatusTiles({ text }: { text: string }) {
  return (
    <div aria-hidden="true" className="flex justify-center gap-2">
      {[...text].map((char, i) => (
        <span
          key={i}
          className={`flex size-14 items-center justify-center rounded-2xl bg-primary-600 text-3xl font-black text-white shadow-[0_4px_0_0_var(--color-primary-700)] sm:size-16 sm:text-4xl ${TILE_TILTS[i % TILE_TILTS.length]}`}
        >
          {char}
        </span>
      ))}
    </div>
  );
}

/** The error screen of seed-spec §2, shown for a failed route and for unknown paths. */
export function ErrorScreen() {
  const { status, title, message } = errorDetails(useRouteError());
  return (
    <Card aria-labelledby="error-title" className="mx-auto w-full max-w-lg text-center" data-status={status}>
      <title>{documentTitle(APP_STRINGS.error.documentTitle)}</title>
      <StatusTiles text={status ? String(status) : 'OOPS'} />
      <h1 id="error-title" className="mt-6 text-3xl font-black tracking-tight sm:text-4xl">
        {title}
      </h1>
      <p className="mt-2 text-lg text-ink-muted">{message}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link to="/">
            <House aria-hidden="true" className="size-5" />
            {APP_STRINGS.error.home}
          </Link>
        </Button>
        {/* A full reload, not a re-render: it refetches the app and the route's data from scratch. */}
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="size-5" />
          {APP_STRINGS.error.retry}
        </Button>
      </div>
    </Card>
  );
}
