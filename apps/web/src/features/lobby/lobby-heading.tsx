import type { ReactNode } from 'react';
import { useText } from '@/i18n/use-text';
import { SCREEN_HEADING_TIMING } from '@/lib/after-screen-shown';

/**
 * The lobby's title and intro, with the screen's action on the right. Shown from the first paint, before the
 * live state arrives (under it the skeleton), so the words do not wait for the socket.
 */
export function LobbyHeading({ action }: { action?: ReactNode }) {
  const t = useText().lobby;
  return (
    <div className="flex items-start justify-between gap-3">
      <div>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t.title}</h1>
        <p elementtiming={SCREEN_HEADING_TIMING} className="mt-1 font-semibold text-ink-muted">
          {t.intro}
        </p>
      </div>
      {action}
    </div>
  );
}
