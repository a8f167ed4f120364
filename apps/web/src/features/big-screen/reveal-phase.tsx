import { revealOrder, type PlayerSummary, type PlayerView, type ReviewView } from '@npat/protocol';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { PlayerAvatar } from '@/components/game/player-avatar';
import { useText } from '@/i18n/use-text';
import { RudeBlur } from '@/components/game/rude-blur';
import { AnswerMarks, useMarkWord } from './answer-marks';
import { BigLetter } from './big-letter';
import { CategoryStrip } from './category-strip';
import { answerMark, revealStage } from './reveal-stage';
import { playScreenCue } from './screen-sound';
import { useRevealedCount } from './use-revealed-count';

/**
 * REVIEWING, the reveal (docs/product/rules.md#big-screen): the answers come out one after another,
 * category by category, as the host paces them from their phone or by themselves every 2.5 s. On screen: the
 * categories with where the reveal is, the category of the latest answer out as a big title, and its
 * answers out so far, each with its player, its text (blurred when rude) and its marks; a chime and a
 * polite announcement for each one.
 */
export function RevealPhase({ view }: { view: PlayerView }) {
  const review = view.round.review;
  if (review === null) return null;
  return <Reveal view={view} review={review} />;
}

function Reveal({ view, review }: { view: PlayerView; review: ReviewView }) {
  const t = useText();
  const R = t.bigScreen.reveal;
  const markWord = useMarkWord();
  const order = useMemo(() => revealOrder(review), [review]);
  const shown = useRevealedCount(review.reveal, order.length);
  const stage = revealStage(review, order, shown);
  const { round } = view;
  const title = (categoryId: string | undefined) =>
    round.categories.find((category) => category.id === categoryId)?.title ?? '';
  const categoryTitle = title(stage.category?.categoryId);
  const playerOf = (uid: string) => view.players.find((player) => player.uid === uid);
  const nameOf = (uid: string) => playerOf(uid)?.displayName ?? uid;

  const heard = useRef(shown);
  useEffect(() => {
    if (shown > heard.current) playScreenCue('chime');
    heard.current = shown;
  }, [shown]);

  const latest = stage.latest;
  const announcement = latest
    ? R.announce({
        name: nameOf(latest.answer.uid),
        answer: latest.answer.rude ? t.ui.rudeBlur.hidden : latest.answer.text,
        mark: markWord(answerMark(latest.answer, latest.category)),
      })
    : '';
  const many = stage.answers.length > 3;

  return (
    <section aria-labelledby="screen-reveal-heading" className="flex flex-1 flex-col gap-4 lg:gap-6">
      <div className="flex flex-wrap items-center justify-center gap-x-8 gap-y-3">
        <div className="flex items-center gap-3 lg:gap-4">
          <BigLetter letter={round.letter} className="size-[1.45em] text-3xl lg:text-4xl 2xl:text-5xl" />
          <p className="text-lg font-extrabold text-ink-muted uppercase tabular lg:text-xl 2xl:text-3xl">
            {t.bigScreen.round({ number: round.number, rounds: view.settings.rounds })} · {R.heading}
          </p>
        </div>
        <CategoryStrip categories={round.categories} currentId={stage.category?.categoryId} />
      </div>
      <h1
        id="screen-reveal-heading"
        className="text-center text-5xl font-black tracking-tight text-balance lg:text-6xl 2xl:text-8xl"
      >
        {categoryTitle}
      </h1>
      {shown === 0 ? (
        <p className="text-center text-2xl font-extrabold text-ink-muted lg:text-3xl 2xl:text-4xl">
          {R.getReady}
        </p>
      ) : null}
      <ol
        aria-label={R.answers({ category: categoryTitle })}
        className={`mx-auto grid w-full max-w-7xl gap-3 lg:gap-4 ${many ? 'lg:grid-cols-2' : ''}`}
      >
        {stage.answers.map((answer) => {
          const category = stage.category;
          if (!category) return null;
          const name = nameOf(answer.uid);
          return (
            <RevealedAnswer
              key={answer.uid}
              player={playerOf(answer.uid)}
              name={name}
              label={R.answer({ name, answer: answer.rude ? t.ui.rudeBlur.hidden : answer.text })}
              text={answer.text}
              rude={answer.rude}
              marks={<AnswerMarks answer={answer} mark={answerMark(answer, category)} />}
            />
          );
        })}
      </ol>
      {order.length > 0 && shown >= order.length ? (
        <p className="text-center text-xl font-bold text-ink-muted lg:text-2xl 2xl:text-3xl">{R.allOut}</p>
      ) : null}
      <p aria-live="polite" className="sr-only" data-testid="reveal-announcement">
        {announcement}
      </p>
    </section>
  );
}

type RevealedAnswerProps = {
  player: PlayerSummary | undefined;
  name: string;
  /** "Name: answer", its accessible name (the hidden word instead of a rude text). */
  label: string;
  text: string;
  rude: boolean;
  marks: ReactNode;
};

/** One answer out: the player's animal and name, the text large, and its marks; it rises in as it comes. */
function RevealedAnswer({ player, name, label, text, rude, marks }: RevealedAnswerProps) {
  return (
    <li
      aria-label={label}
      data-testid="reveal-answer"
      data-author={name}
      className="flex min-w-0 items-center gap-3 rounded-card bg-surface p-3 shadow-card motion-safe:animate-rise-in lg:gap-4 2xl:p-4"
    >
      <PlayerAvatar
        photoURL={player?.photoURL ?? ''}
        bot={player ? player.bot !== null : false}
        className="size-14 lg:size-16 2xl:size-20"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="truncate text-lg font-bold text-ink-muted lg:text-xl 2xl:text-2xl">
          {name}
          <span className="sr-only">:</span>
        </span>
        <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="min-w-0 text-3xl font-black break-words lg:text-4xl 2xl:text-5xl">
            <RudeBlur rude={rude}>{text}</RudeBlur>
          </span>
          {marks}
        </span>
      </div>
    </li>
  );
}
