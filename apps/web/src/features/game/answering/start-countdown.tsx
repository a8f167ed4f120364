import { useServerNow } from '@/lib/clock';
import { useText } from '@/i18n/use-text';
import { secondsLeft } from '@/components/game/format-countdown';
import '@/components/game/round-intro.css';

/** The 3-2-1 before answering opens, on server time; each number pops in unless motion is reduced. */
export function StartCountdown({ startsAt }: { startsAt: number }) {
  const S = useText().game.intro;
  const seconds = secondsLeft(startsAt - useServerNow(100));
  return (
    <div className="flex h-20 items-center justify-center">
      <p className="sr-only" role="status">
        {seconds > 0 ? S.startsIn({ seconds }) : S.go}
      </p>
      <span
        key={seconds}
        aria-hidden="true"
        data-testid="start-countdown"
        className="count-pop text-6xl font-black text-accent-700 tabular"
      >
        {seconds > 0 ? seconds : S.go}
      </span>
    </div>
  );
}
