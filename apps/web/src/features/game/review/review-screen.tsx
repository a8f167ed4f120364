import { reviewDurationMs, type PlayerView } from '@npat/engine';
import { useText } from '@/i18n/use-text';
import { useGameIntent } from '@/lib/game-intent';
import { ConnectionBanner } from '../parts/connection-banner';
import { CountdownRing } from '../parts/countdown-ring';
import { RoundHeader } from '../parts/round-header';
import { RoundHeaderActions } from '../parts/sound-toggle';
import { SpectatorBar } from '../parts/spectator-bar';
import { ReviewCategory, type ReviewActions } from './review-category';
import { ReviewFooter } from './review-footer';
import { reviewIntro } from './review-rules';

/**
 * REVIEWING: every answer of the round by category, with marks, groups, 'maybe the same' pairs and
 * challenges, then Done and the host's Continue. The countdown runs to the review's latest end.
 */
export function ReviewScreen({ roomId, view }: { roomId: string; view: PlayerView }) {
  const S = useText().scoring.review;
  const { round } = view;
  const { run, pending } = useGameIntent(roomId);
  const review = round.review;
  if (!review) return null;

  const actions: ReviewActions = {
    pending,
    readOnly: view.watching,
    challenge: (authorUid, categoryId, challenge) => {
      const intent = challenge ? 'game:challenge' : 'game:withdraw-challenge';
      const send = () => void run(intent, { roomId, authorUid, categoryId }, send);
      send();
    },
    creative: (authorUid, categoryId, creative) => {
      const send = () => void run('game:vote-creative', { roomId, authorUid, categoryId, creative }, send);
      send();
    },
    join: (categoryId, uids) => {
      const send = () => void run('game:join-answers', { roomId, categoryId, uids }, send);
      send();
    },
    split: (categoryId, uid) => {
      const send = () => void run('game:split-answer', { roomId, categoryId, uid }, send);
      send();
    },
  };
  const done = () => void run('game:review-done', { roomId }, done);
  const continueNow = () => void run('game:continue', { roomId }, continueNow);
  const endsAt = review.reviewEndsAt ?? view.phaseEndsAt ?? 0;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <RoundHeader
        round={round.number}
        rounds={view.settings.rounds}
        letter={round.letter}
        title={S.title}
        actions={<RoundHeaderActions roomId={roomId} watching={view.watching} />}
        timer={
          <CountdownRing
            startsAt={endsAt - reviewDurationMs(round.categories.length)}
            endsAt={endsAt}
            label={S.timeToReview}
          />
        }
      />
      <ConnectionBanner />
      <SpectatorBar roomId={roomId} view={view} />
      <p className="rounded-2xl bg-surface/80 px-4 py-3 font-semibold shadow-card">
        {reviewIntro(S, view.settings, view.watching)}
      </p>
      {round.categories.map((category) => {
        const categoryReview = review.categories.find((each) => each.categoryId === category.id);
        return categoryReview ? (
          <ReviewCategory
            key={category.id}
            category={category}
            review={categoryReview}
            players={view.players}
            you={view.you}
            rules={view.settings}
            actions={actions}
          />
        ) : null;
      })}
      <ReviewFooter view={view} pending={pending} onDone={done} onContinue={continueNow} />
    </div>
  );
}
