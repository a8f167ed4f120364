import { useEffect } from 'react';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useText } from '@/i18n/use-text';
import { documentTitle } from './document-title';
import { StatusTiles } from './status-tiles';

/** A full reload: the service worker answers it from the cache, and the route's data is read afresh. */
function reload() {
  window.location.reload();
}

/**
 * "You are offline", in place of the browser's own error page: the service worker served the app, but the
 * route's data needs the server. It tries again by itself when the browser comes back online.
 */
export function OfflineScreen() {
  const t = useText().app.offline;
  useEffect(() => {
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <Card
      aria-labelledby="offline-title"
      className="mx-auto w-full max-w-lg text-center"
      data-status="offline"
    >
      <title>{documentTitle(t.documentTitle)}</title>
      <StatusTiles text={t.tiles} />
      <h1 id="offline-title" className="mt-6 text-3xl font-black tracking-tight sm:text-4xl">
        {t.title}
      </h1>
      <p className="mt-2 text-lg text-ink-muted">{t.message}</p>
      <div className="mt-8 flex justify-center">
        <Button onClick={reload}>
          <RotateCw aria-hidden="true" className="size-5" />
          {t.retry}
        </Button>
      </div>
    </Card>
  );
}
