import type { PlayerSummary, ReviewAnswerView } from '@npat/engine';
import { ChevronDown, CircleMinus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { PlayerAvatar } from '@/components/game/player-avatar';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { RudeBlur } from '@/components/game/rude-blur';
import { AnswerTallies } from './answer-tallies';

type ReviewAnswerProps = {
  answer: ReviewAnswerView;
  author: PlayerSummary | undefined;
  isMine: boolean;
  creativeBonus: boolean;
  /** The engine finds it alike another answer not drawn beside it: said on the line, Join is among its actions. */
  maybeSame: boolean;
  /** What the viewer may do with it (Challenge, Creative, Split); null when nothing, and the line stays shut. */
  actions: ReactNode;
  open: boolean;
  onToggle: () => void;
};

/**
 * One player's answer under review on one compact line: their animal and name, the text, its marks and tallies.
 * Tapping the line opens what the viewer may do with it under it, so a card of six answers fits a phone.
 */
export function ReviewAnswer({
  answer,
  author,
  isMine,
  creativeBonus,
  maybeSame,
  actions,
  open,
  onToggle,
}: ReviewAnswerProps) {
  const S = useText().scoring.review;
  const panelId = useId();
  const name = author?.displayName ?? answer.uid;
  // A rude answer's line holds the blur's own Show button until it is shown: no button inside a button.
  const [unblurred, setUnblurred] = useState(false);
  const blurred = answer.rude && !unblurred;
  const lineButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (unblurred) lineButton.current?.focus();
  }, [unblurred]);
  const line = (
    <>
      <PlayerAvatar
        photoURL={author?.photoURL ?? ''}
        away={author ? !author.connected && !author.left : false}
        className="size-8"
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-xs leading-4 font-bold text-ink-muted">
          {name} {isMine ? S.you : null}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          {answer.mark === 'empty' ? (
            <span className="flex items-center gap-1 font-bold text-ink-muted">
              <CircleMinus aria-hidden="true" className="size-4" />
              {S.noAnswer}
            </span>
          ) : (
            <span
              data-testid="answer-text"
              className={cn(
                'min-w-0 text-base leading-6 font-extrabold break-words',
                answer.rejected && 'text-ink-muted line-through',
              )}
            >
              <RudeBlur rude={answer.rude} shown={unblurred} onShow={() => setUnblurred(true)}>
                {answer.text}
              </RudeBlur>
            </span>
          )}
          <AnswerTallies answer={answer} creativeBonus={creativeBonus} maybeSame={maybeSame} />
        </span>
      </span>
    </>
  );
  return (
    <li
      data-testid="review-answer"
      data-author={name}
      className={cn('rounded-xl', isMine && 'bg-primary-50', open && 'ring-2 ring-primary-200')}
    >
      {actions && !blurred ? (
        <button
          ref={lineButton}
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={onToggle}
          className="flex min-h-11 w-full items-center gap-2 rounded-xl px-2 py-1 text-left hover:bg-primary-50/70"
        >
          {line}
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'size-5 shrink-0 text-ink-muted motion-safe:transition-transform',
              open && 'rotate-180',
            )}
          />
        </button>
      ) : (
        <div className="flex min-h-11 items-center gap-2 px-2 py-1">{line}</div>
      )}
      {actions && open ? (
        <div id={panelId} className="flex flex-wrap items-center gap-2 px-2 pt-1 pb-2 pl-12">
          {actions}
        </div>
      ) : null}
    </li>
  );
}
