import { useServerNow } from '@/lib/clock';
import { isUrgent, secondsLeft, shareLeft } from '@/components/game/format-countdown';

export type Countdown = {
  /** Milliseconds left on the server's clock, never below 0. */
  left: number;
  /** Whole seconds left, as players read them. */
  seconds: number;
  /** How much of the ring is still drawn, 1 to 0. */
  share: number;
  /** In its last seconds: red, with a word. */
  urgent: boolean;
};

/** A countdown from `startsAt` to `endsAt` (server time in ms), ticking with the server's clock. */
export function useCountdown(startsAt: number, endsAt: number): Countdown {
  const now = useServerNow();
  const left = Math.max(0, endsAt - now);
  return {
    left,
    seconds: secondsLeft(left),
    share: shareLeft(left, startsAt, endsAt),
    urgent: isUrgent(left),
  };
}
