import type { PlayerView } from '@npat/protocol';
import { Hand } from 'lucide-react';
import { useText } from '@/i18n/use-text';
import { BigCountdown } from './big-countdown';
import { BigLetter } from './big-letter';
import { CategoryList } from './category-list';
import { PlayerProgress } from './player-progress';

/**
 * ANSWERING: the letter, the big countdown to the deadline (a STOP's when one was pressed), the round's
 * categories and how far every player is. The screen's view holds no answer's text before the review.
 */
export function AnsweringPhase({ view }: { view: PlayerView }) {
  const t = useText().bigScreen;
  const { round } = view;
  const stopper = round.stop ? view.players.find((player) => player.uid === round.stop?.uid) : undefined;
  const endsAt = round.stop?.deadline ?? round.deadline;
  return (
    <section aria-labelledby="screen-answering-heading" className="flex flex-1 flex-col gap-4 lg:gap-8">
      <div className="flex flex-wrap items-center justify-center gap-6 lg:flex-nowrap lg:justify-between lg:gap-10">
        <BigLetter
          letter={round.letter}
          className="size-[1.45em] text-8xl lg:text-[min(18vh,11vw)] 2xl:text-[min(22vh,13vw)]"
        />
        <div className="flex min-w-0 flex-1 flex-col items-center gap-3 text-center lg:gap-6">
          <h1
            id="screen-answering-heading"
            className="text-3xl font-black tracking-tight text-balance lg:text-6xl 2xl:text-7xl"
          >
            {t.round({ number: round.number, rounds: view.settings.rounds })}
          </h1>
          {stopper ? (
            <p
              role="status"
              className="flex items-center gap-3 rounded-full bg-invalid px-6 py-2 text-2xl font-black text-on-fill lg:text-5xl"
            >
              <Hand aria-hidden="true" className="size-8 lg:size-12" />
              {t.answering.stop({ name: stopper.displayName })}
            </p>
          ) : null}
          <h2 className="sr-only">{t.answering.categories}</h2>
          <CategoryList categories={round.categories} />
        </div>
        <BigCountdown
          startsAt={round.stop?.at ?? round.answeringStartsAt}
          endsAt={endsAt}
          className="size-40 lg:size-[min(26vh,16vw)] 2xl:size-[min(30vh,18vw)]"
        />
      </div>
      <PlayerProgress view={view} />
    </section>
  );
}
