import type { PlayerView } from '@npat/protocol';
import { useState } from 'react';
import { useText } from '@/i18n/use-text';
import { serverNow, useServerNow } from '@/lib/clock';
import { secondsLeft } from '@/components/game/format-countdown';
import { BigLetter } from './big-letter';
import { CategoryList } from './category-list';

/** The reel needs this long to land; a screen that comes in later shows the letter at once. */
const ROLL_NEEDS_MS = 1500;

/**
 * ROUND_STARTING: 'Round n of N', the letter rolling in on a huge tile (or, while the players veto letters
 * on their phones, the offered letters with their vetoes), the 3-2-1 and the round's categories.
 */
export function RoundStartPhase({ view }: { view: PlayerView }) {
  const t = useText().bigScreen;
  const { round } = view;
  const vote = round.letterVote?.closesAt != null ? round.letterVote : null;
  return (
    <section
      aria-labelledby="screen-round-heading"
      className="flex flex-1 flex-col items-center justify-center gap-4 text-center lg:gap-8"
    >
      <p className="text-2xl font-extrabold text-ink-muted uppercase tabular lg:text-4xl">
        {t.round({ number: round.number, rounds: view.settings.rounds })}
      </p>
      <h1 id="screen-round-heading" className="text-4xl font-black tracking-tight lg:text-7xl">
        {vote ? t.roundStart.vote : t.roundStart.getReady}
      </h1>
      {vote ? (
        <ul className="flex flex-wrap justify-center gap-4 lg:gap-8">
          {vote.offered.map((letter, index) => (
            <li key={letter} className="flex flex-col items-center gap-2">
              <BigLetter letter={letter} className="size-[1.45em] text-7xl lg:text-[min(20vh,12vw)]" />
              <span className="text-xl font-extrabold tabular lg:text-3xl">
                {t.roundStart.vetoes({ count: vote.vetoCounts[index] ?? 0 })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <>
          <RollingLetter
            key={round.letter}
            letter={round.letter}
            answeringStartsAt={round.answeringStartsAt}
          />
          <StartsIn at={round.answeringStartsAt} />
        </>
      )}
      <div className="w-full max-w-7xl">
        <h2 className="sr-only">{t.roundStart.categories}</h2>
        <CategoryList categories={round.categories} />
      </div>
    </section>
  );
}

function RollingLetter({ letter, answeringStartsAt }: { letter: string; answeringStartsAt: number }) {
  const [roll] = useState(() => answeringStartsAt - serverNow() > ROLL_NEEDS_MS);
  return (
    <BigLetter
      letter={letter}
      roll={roll}
      className="size-[1.45em] text-[min(22vh,40vw)] lg:text-[min(26vh,18vw)]"
    />
  );
}

/** The 3-2-1 before answering opens, on the server's clock; each number pops in unless motion is reduced. */
function StartsIn({ at }: { at: number }) {
  const t = useText().bigScreen.roundStart;
  const seconds = secondsLeft(at - useServerNow(100));
  return (
    <p className="flex h-16 items-center justify-center lg:h-28">
      <span className="sr-only">{seconds > 0 ? t.startsIn({ seconds }) : t.go}</span>
      <span
        key={seconds}
        aria-hidden="true"
        className="count-pop text-5xl font-black text-accent-700 tabular lg:text-8xl"
      >
        {seconds > 0 ? seconds : t.go}
      </span>
    </p>
  );
}
