import { useEffect, useRef, useState } from 'react';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import type { ProtocolRefusal } from '@/lib/protocol-refusal';
import { documentTitle } from './document-title';
import { StatusTiles } from './status-tiles';
import { reloadIntoNewestRelease } from './updates/newest-release';

/**
 * In place of a room's screens when the server refused this tab's protocol version
 * (docs/product/screens.md#version-screen): "a new version is here" with Reload when the tab is the older
 * one, "the server is being updated" with Try again when the server is. The heading takes the focus, as the
 * screen replaces the one the player was on without a navigation.
 */
export function VersionScreen({ refusal }: { refusal: ProtocolRefusal }) {
  const t = useText().app.version;
  const heading = useRef<HTMLHeadingElement>(null);
  // The refusal whose retry was asked for: a later one (a new attempt) ends the "Trying again…".
  const [retriedAttempt, setRetriedAttempt] = useState<number>();
  useEffect(() => heading.current?.focus(), []);
  const clientTooOld = refusal.code === 'client-too-old';
  const words = clientTooOld ? t.clientTooOld : t.serverTooOld;
  const trying = retriedAttempt === refusal.attempt;
  return (
    <Card
      aria-labelledby="version-title"
      className="mx-auto w-full max-w-lg text-center"
      data-status={refusal.code}
    >
      <title>{documentTitle(words.documentTitle)}</title>
      <StatusTiles text={words.tiles} />
      <h1
        ref={heading}
        id="version-title"
        tabIndex={-1}
        className="mt-6 text-3xl font-black tracking-tight text-balance outline-none sm:text-4xl"
      >
        {words.title}
      </h1>
      <p className="mt-2 text-lg text-pretty text-ink-muted">{words.message}</p>
      <div className="mt-8 flex justify-center">
        {clientTooOld ? (
          <Button onClick={() => void reloadIntoNewestRelease()}>
            <RotateCw aria-hidden="true" className="size-5" />
            {t.clientTooOld.reload}
          </Button>
        ) : (
          // aria-disabled rather than disabled while trying, so the focus stays on the button.
          <Button
            aria-disabled={trying}
            onClick={() => {
              if (trying) return;
              setRetriedAttempt(refusal.attempt);
              refusal.retry();
            }}
          >
            <RotateCw aria-hidden="true" className={cn('size-5', trying && 'motion-safe:animate-spin')} />
            {trying ? t.serverTooOld.trying : t.serverTooOld.retry}
          </Button>
        )}
      </div>
    </Card>
  );
}
