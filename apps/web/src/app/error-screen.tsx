import { Link, useRouteError } from 'react-router';
import { House, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useText } from '@/i18n/use-text';
import { documentTitle } from './document-title';
import { errorDetails } from './error-details';
import { isOfflineFailure } from './offline';
import { OfflineScreen } from './offline-screen';
import { StatusTiles } from './status-tiles';

/**
 * The error screen of docs/product/screens.md#error-screen, shown for a failed route and for unknown paths;
 * the offline screen instead when the route failed for want of a network.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const t = useText().app.error;
  if (isOfflineFailure(error, navigator.onLine)) return <OfflineScreen />;
  const { status, title, message } = errorDetails(error);
  return (
    <Card aria-labelledby="error-title" className="mx-auto w-full max-w-lg text-center" data-status={status}>
      <title>{documentTitle(t.documentTitle)}</title>
      <StatusTiles text={status ? String(status) : t.tiles} />
      <h1 id="error-title" className="mt-6 text-3xl font-black tracking-tight sm:text-4xl">
        {title}
      </h1>
      <p className="mt-2 text-lg text-ink-muted">{message}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link to="/">
            <House aria-hidden="true" className="size-5" />
            {t.home}
          </Link>
        </Button>
        {/* A full reload, not a re-render: it refetches the app and the route's data from scratch. */}
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="size-5" />
          {t.retry}
        </Button>
      </div>
    </Card>
  );
}
