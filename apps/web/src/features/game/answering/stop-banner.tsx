import type { PlayerView, StopCall } from '@npat/engine';
import { OctagonX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useText } from '@/i18n/use-text';
import { serverNow, useServerNow } from '@/lib/clock';
import { secondsLeft } from '@/components/game/format-countdown';
import { playCue } from '@/lib/sounds';

/** A STOP older than this when the banner appears (a reload) is not news: no cue, no vibration. */
const NEWS_FOR_MS = 3000;
/** A short buzz on phones that vibrate (not iOS Safari, which has no Vibration API). */
const STOP_VIBRATION_MS = 200;

function vibrate(pattern: number): void {
  // Before the player's first tap the browser refuses (and says so in the console).
  if (navigator.userActivation?.hasBeenActive === false) return;
  try {
    navigator.vibrate?.(pattern);
  } catch {
    // Refused (a policy): the banner and the cue still say it.
  }
}

type StopBannerProps = { stop: StopCall; deadline: number; view: PlayerView };

/**
 * Fastest Finger: someone pressed STOP. A red banner nobody can miss, saying who, with the seconds the
 * others have left in big tabular digits. It is announced once; the ticking digits are not read out. When it
 * appears the STOP cue plays (sounds on), and the phones of everyone but the presser vibrate, once per STOP.
 */
export function StopBanner({ stop, deadline, view }: StopBannerProps) {
  const S = useText().game.stop;
  const seconds = secondsLeft(deadline - useServerNow());
  const mine = stop.uid === view.you;
  const name = view.players.find((player) => player.uid === stop.uid)?.displayName ?? '';
  const signalled = useRef(false);
  useEffect(() => {
    if (signalled.current || serverNow() - stop.at > NEWS_FOR_MS) return;
    signalled.current = true;
    playCue('stop');
    if (!mine) vibrate(STOP_VIBRATION_MS);
  }, [stop.at, mine]);
  return (
    <div
      role="alert"
      data-testid="stop-banner"
      className="flex items-center gap-4 rounded-card bg-invalid p-4 text-on-fill shadow-card motion-safe:animate-rise-in sm:p-5"
    >
      <OctagonX aria-hidden="true" className="size-10 shrink-0 sm:size-12" strokeWidth={2.5} />
      <div className="min-w-0 flex-1">
        <p className="text-xl font-black sm:text-2xl">{mine ? S.youPressed : S.pressed({ name })}</p>
        <p className="font-bold">{mine ? (stop.earnsBonus ? S.bonus : S.noBonus) : S.hurry}</p>
      </div>
      {/* Its words on two short lines if need be ('secondes restantes'), so the sentence beside keeps room. */}
      <p className="flex max-w-24 shrink-0 flex-col items-center text-center leading-none" aria-hidden="true">
        <span data-testid="stop-countdown" className="text-5xl font-black tabular">
          {seconds}
        </span>
        <span className="text-xs leading-tight font-extrabold text-balance uppercase">{S.secondsLeft}</span>
      </p>
    </div>
  );
}
