import { useEffect, useRef } from 'react';
import { useText } from '@/i18n/use-text';
import { CountdownArc } from '@/components/game/countdown-arc';
import { formatCountdown } from '@/components/game/format-countdown';
import { useCountdown } from '@/components/game/use-countdown';
import { playScreenCue } from './screen-sound';

/** The countdown ticks aloud in its last seconds. */
export const TICK_SECONDS = 5;

type BigCountdownProps = {
  /** When the counted time began and when it ends, both server time in ms. */
  startsAt: number;
  endsAt: number;
  className?: string;
};

/**
 * The game's draining ring (countdown-arc.tsx) at the size of a room, on the server's clock, with the
 * seconds inside in tabular figures; red with "Hurry!" under it in the last 10 seconds (never colour alone),
 * and a tick each second of the last five.
 */
export function BigCountdown({ startsAt, endsAt, className }: BigCountdownProps) {
  const T = useText().bigScreen.answering;
  const { left, seconds, share, urgent } = useCountdown(startsAt, endsAt);
  const heard = useRef(seconds);
  useEffect(() => {
    if (seconds === heard.current) return;
    heard.current = seconds;
    if (seconds > 0 && seconds <= TICK_SECONDS) playScreenCue('tick');
  }, [seconds]);
  return (
    <div
      role="timer"
      aria-label={T.timerLabel({ seconds })}
      data-urgent={urgent || undefined}
      className={`flex shrink-0 flex-col items-center ${urgent ? 'text-invalid' : 'text-ink'}`}
    >
      <div
        data-testid="screen-countdown"
        className={`@container relative grid place-items-center rounded-full bg-surface shadow-card ${className ?? 'size-40'}`}
      >
        <CountdownArc share={share} urgent={urgent} className="absolute inset-0 size-full" />
        <span
          aria-hidden="true"
          className={`relative leading-none font-black tabular ${left >= 60_000 ? 'text-[28cqw]' : 'text-[40cqw]'}`}
        >
          {formatCountdown(left)}
        </span>
      </div>
      <span
        aria-hidden="true"
        className={`relative -mt-4 rounded-full px-4 py-1 text-xl font-extrabold whitespace-nowrap uppercase lg:text-3xl ${
          urgent ? 'bg-invalid text-on-fill' : 'bg-surface text-ink ring-2 ring-primary-100'
        }`}
      >
        {urgent ? T.hurry : T.timeLeft}
      </span>
    </div>
  );
}
