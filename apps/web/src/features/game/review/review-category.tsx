import type { GameCategory, PlayerSummary, ReviewCategoryView } from '@npat/engine';
import { Crown, Link2 } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { AnswerActions, hasAnswerActions } from './answer-actions';
import { reviewBlocks } from './review-blocks';
import { ReviewAnswer } from './review-answer';
import { sharedRule, type ScoringRules } from './review-rules';

export type ReviewActions = {
  challenge: (authorUid: string, categoryId: string, challenge: boolean) => void;
  creative: (authorUid: string, categoryId: string, creative: boolean) => void;
  join: (categoryId: string, uids: [string, string]) => void;
  split: (categoryId: string, uid: string) => void;
  pending: boolean;
  /** A spectator reads the review but takes no part in it: no votes, no Join or Split. */
  readOnly: boolean;
};

type ReviewCategoryProps = {
  category: GameCategory;
  review: ReviewCategoryView;
  players: readonly PlayerSummary[];
  you: string;
  /** The house rules in force, for what a shared answer scores. */
  rules: ScoringRules;
  actions: ReviewActions;
  /** The host's name when the host's review is on this card (game:review-focus). */
  hostHere?: string;
  className?: string;
};

/**
 * One category under review on one card: every player's answer on a compact line, the same answers boxed
 * together (with Split for those players joined), 'Maybe the same?' pairs boxed with Join. One line at a
 * time is open with its actions, so the card stays the height of its answers.
 */
export function ReviewCategory({
  category,
  review,
  players,
  you,
  rules,
  actions,
  hostHere,
  className,
}: ReviewCategoryProps) {
  const S = useText().scoring.review;
  const [openUid, setOpenUid] = useState<string | null>(null);
  const author = (uid: string) => players.find((player) => player.uid === uid);
  const textOf = (uid: string) => review.answers.find((answer) => answer.uid === uid)?.text ?? '';
  const headingId = `review-${category.id}`;
  const owner = category.ownerUid === null ? undefined : author(category.ownerUid)?.displayName;
  // Join and Split rearrange the card, and the pressed button goes: focus moves to the card's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const regroup = (act: () => void) => {
    if (actions.pending) return;
    act();
    setOpenUid(null);
    heading.current?.focus();
  };
  const { blocks, suggestions } = reviewBlocks(review);

  const join = (first: string, second: string): ReactNode =>
    actions.readOnly ? null : (
      <Button
        variant="accent"
        size="sm"
        className="min-h-8 px-2.5 text-xs"
        aria-disabled={actions.pending || undefined}
        aria-label={S.joinLabel({ first: textOf(first), second: textOf(second) })}
        onClick={() => regroup(() => actions.join(category.id, [first, second]))}
      >
        <Link2 aria-hidden="true" className="size-4" />
        {S.join}
      </Button>
    );

  function row(uid: string, splittable = false) {
    const answer = review.answers.find((each) => each.uid === uid);
    if (!answer) return null;
    const maySplit = splittable && !actions.readOnly;
    const mayVote = !actions.readOnly && uid !== you;
    // A pair that could not be drawn together is offered on the first answer's line: Join with the other.
    const joins = actions.readOnly
      ? []
      : suggestions.filter(([first]) => first === uid).map(([first, second]) => join(first, second));
    const controls = hasAnswerActions(answer, mayVote, maySplit || joins.length > 0) ? (
      <AnswerActions
        answer={answer}
        authorName={author(uid)?.displayName ?? uid}
        categoryTitle={category.title}
        mayVote={mayVote}
        creativeBonus={rules.creativeBonus}
        refereeDecides={rules.refereeDecides}
        pending={actions.pending}
        onChallenge={(challenge) => actions.challenge(uid, category.id, challenge)}
        onCreative={(creative) => actions.creative(uid, category.id, creative)}
        onSplit={maySplit ? () => regroup(() => actions.split(category.id, answer.uid)) : null}
        joins={joins}
      />
    ) : null;
    return (
      <ReviewAnswer
        key={uid}
        answer={answer}
        author={author(uid)}
        isMine={uid === you}
        creativeBonus={rules.creativeBonus}
        actions={controls}
        maybeSame={suggestions.some((pair) => pair.includes(uid))}
        open={openUid === uid}
        onToggle={() => setOpenUid(openUid === uid ? null : uid)}
      />
    );
  }

  return (
    <Card
      aria-labelledby={headingId}
      data-testid="review-category"
      data-category-id={category.id}
      className={cn('p-3 sm:p-4', hostHere && 'ring-2 ring-yellow-500/70', className)}
    >
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="flex flex-wrap items-baseline gap-x-2 rounded-lg px-1 text-xl font-black outline-offset-4"
      >
        {category.title}
        {owner ? (
          <span className="text-sm font-semibold text-ink-muted">{S.addedBy({ name: owner })}</span>
        ) : null}
        {hostHere ? (
          <span
            data-testid="host-here"
            className="ms-auto flex items-center gap-1 self-center text-xs font-extrabold text-ink-muted"
          >
            <Crown aria-hidden="true" className="size-3.5 text-yellow-700 dark:text-yellow-400" />
            {S.hostIsHere({ name: hostHere })}
          </span>
        ) : null}
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {blocks.map((block) => {
          if (block.kind === 'single') return row(block.answer.uid);
          const maybe = block.kind === 'maybe';
          const [first, second] = block.answers;
          return (
            <li
              key={first?.uid}
              data-testid={maybe ? 'maybe-same' : 'duplicate-group'}
              className={cn(
                'rounded-2xl p-1',
                maybe
                  ? 'border-2 border-dashed border-accent-500/60 bg-accent-50/60'
                  : 'ring-2 ring-accent-500/40',
              )}
            >
              <div className="flex min-h-8 flex-wrap items-center justify-between gap-x-2 gap-y-1 px-2">
                <p className="flex items-center gap-1 text-[0.7rem] font-extrabold text-accent-700 uppercase">
                  <Link2 aria-hidden="true" className="size-3.5" />
                  {maybe ? S.maybeSame : `${S.same} · ${S.sameDetail({ shared: sharedRule(rules) })}`}
                </p>
                {maybe && first && second ? join(first.uid, second.uid) : null}
              </div>
              <ul className="flex flex-col gap-1">
                {block.answers.map((answer) =>
                  row(answer.uid, block.kind === 'group' && block.splittable.includes(answer.uid)),
                )}
              </ul>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
