import type { PlayerSummary, ReviewAnswerView } from '@npat/engine';
import { Ban, CircleMinus, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { PlayerAvatar } from '@/components/game/player-avatar';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { ChallengeControl } from './challenge-control';
import { CreativeControl } from './creative-control';

type ReviewAnswerProps = {
  answer: ReviewAnswerView;
  categoryTitle: string;
  author: PlayerSummary | undefined;
  isMine: boolean;
  /** False for a spectator: they see the tally but may not vote. */
  canVote: boolean;
  /** The viewer may challenge it: someone else's answer that passed the automatic checks. */
  onChallenge: (challenge: boolean) => void;
  /** The creative bonus is played: votes for it, or null when it is not. */
  onCreative: ((creative: boolean) => void) | null;
  pending: boolean;
  /** A Split button, for an answer players joined into a group. */
  extra?: ReactNode;
};

function Mark({ icon: Icon, label }: { icon: typeof Ban; label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-invalid-soft px-2 text-xs leading-6 font-extrabold text-invalid ring-1 ring-invalid/30">
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {label}
    </span>
  );
}

/**
 * One player's answer under review: who wrote it, the text, the automatic marks (icon and word), and the
 * challenges it has. Marks are red and always spelt out, never colour alone.
 */
export function ReviewAnswer({
  answer,
  categoryTitle,
  author,
  isMine,
  canVote,
  onChallenge,
  onCreative,
  pending,
  extra,
}: ReviewAnswerProps) {
  const S = useText().scoring.review;
  const name = author?.displayName ?? answer.uid;
  const empty = answer.mark === 'empty';
  return (
    <li
      data-testid="review-answer"
      data-author={name}
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl p-2', isMine && 'bg-primary-50')}
    >
      <PlayerAvatar
        photoURL={author?.photoURL ?? ''}
        away={author ? !author.connected && !author.left : false}
        className="size-10"
      />
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate text-sm font-bold text-ink-muted">
          {name} {isMine ? S.you : null}
        </p>
        {empty ? (
          <p className="flex items-center gap-1 font-bold text-ink-muted">
            <CircleMinus aria-hidden="true" className="size-4" />
            {S.noAnswer}
          </p>
        ) : (
          <p
            data-testid="answer-text"
            className={cn(
              'text-lg font-extrabold break-words',
              answer.rejected && 'text-ink-muted line-through',
            )}
          >
            {answer.text}
          </p>
        )}
        {answer.mark === 'wrongLetter' || answer.rejected ? (
          <p className="mt-1 flex flex-wrap gap-1">
            {answer.mark === 'wrongLetter' ? <Mark icon={TriangleAlert} label={S.wrongLetter} /> : null}
            {answer.rejected ? <Mark icon={Ban} label={S.rejected} /> : null}
          </p>
        ) : null}
      </div>
      {/* On phones the buttons wrap under the text, lined up with it rather than with the avatar. */}
      <div className="flex flex-wrap items-center gap-2 max-sm:pl-13">
        {extra}
        {answer.mark === 'ok' && onCreative ? (
          <CreativeControl
            answer={answer}
            authorName={name}
            categoryTitle={categoryTitle}
            canVote={canVote && !isMine}
            pending={pending}
            onVote={onCreative}
          />
        ) : null}
        {answer.mark === 'ok' ? (
          <ChallengeControl
            answer={answer}
            authorName={name}
            categoryTitle={categoryTitle}
            canChallenge={canVote && !isMine}
            pending={pending}
            onChallenge={onChallenge}
          />
        ) : null}
      </div>
    </li>
  );
}
