import { textRulesOf } from '@npat/engine';
import type { GameCategory, PlayerSummary, ReviewCategoryView } from '@npat/engine';
import { Link2, Unlink } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useText } from '@/i18n/use-text';
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
};

/**
 * One category under review: every player's answer with their animal, duplicate groups boxed together
 * (with Split for answers players joined), and 'Maybe the same?' pairs offering Join.
 */
export function ReviewCategory({ category, review, players, you, rules, actions }: ReviewCategoryProps) {
  const S = useText().scoring.review;
  const author = (uid: string) => players.find((player) => player.uid === uid);
  const textOf = (uid: string) => review.answers.find((answer) => answer.uid === uid)?.text ?? '';
  const headingId = `review-${category.id}`;
  const owner = category.ownerUid === null ? undefined : author(category.ownerUid)?.displayName;
  // Join and Split rearrange the card, and the pressed button goes: focus moves to the card's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const thenFocusHeading = (act: () => void) => () => {
    if (actions.pending) return;
    act();
    heading.current?.focus();
  };

  function row(uid: string, extra?: ReactNode) {
    const answer = review.answers.find((each) => each.uid === uid);
    if (!answer) return null;
    return (
      <ReviewAnswer
        key={uid}
        answer={answer}
        categoryTitle={category.title}
        author={author(uid)}
        isMine={uid === you}
        canVote={!actions.readOnly}
        pending={actions.pending}
        onChallenge={(challenge) => actions.challenge(uid, category.id, challenge)}
        onCreative={rules.creativeBonus ? (creative) => actions.creative(uid, category.id, creative) : null}
        extra={extra}
      />
    );
  }

  return (
    <Card aria-labelledby={headingId} data-testid="review-category" className="p-4 sm:p-6">
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="flex flex-wrap items-baseline gap-x-2 rounded-lg text-xl font-black outline-offset-4"
      >
        {category.title}
        {owner ? (
          <span className="text-sm font-semibold text-ink-muted">{S.addedBy({ name: owner })}</span>
        ) : null}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {reviewBlocks(review, textRulesOf(rules)).map((block) =>
          block.kind === 'single' ? (
            row(block.answer.uid)
          ) : (
            <li
              key={block.answers[0]?.uid}
              data-testid="duplicate-group"
              className="rounded-2xl p-1 ring-2 ring-accent-500/40"
            >
              <p className="flex items-center gap-1.5 px-2 pt-1 text-xs font-extrabold text-accent-700 uppercase">
                <Link2 aria-hidden="true" className="size-4" />
                {S.same} · {S.sameDetail({ shared: sharedRule(rules) })}
              </p>
              <ul className="flex flex-col gap-1">
                {block.answers.map((answer) =>
                  row(
                    answer.uid,
                    block.splittable.includes(answer.uid) && !actions.readOnly ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-disabled={actions.pending || undefined}
                        aria-label={S.splitLabel({ text: answer.text })}
                        onClick={thenFocusHeading(() => actions.split(category.id, answer.uid))}
                      >
                        <Unlink aria-hidden="true" className="size-4" />
                        {S.split}
                      </Button>
                    ) : undefined,
                  ),
                )}
              </ul>
            </li>
          ),
        )}
      </ul>
      {(actions.readOnly ? [] : review.suggestions).map(([first, second]) => (
        <div
          key={`${first}-${second}`}
          data-testid="maybe-same"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-2xl bg-accent-50 px-3 py-2 ring-1 ring-accent-500/30"
        >
          <p className="min-w-0 flex-1">
            <span className="block text-sm font-extrabold text-accent-700">{S.maybeSame}</span>
            <span className="font-bold break-words">
              {S.maybeSameDetail({ first: textOf(first), second: textOf(second) })}
            </span>
          </p>
          <Button
            variant="accent"
            size="sm"
            aria-disabled={actions.pending || undefined}
            aria-label={S.joinLabel({ first: textOf(first), second: textOf(second) })}
            onClick={thenFocusHeading(() => actions.join(category.id, [first, second]))}
          >
            <Link2 aria-hidden="true" className="size-4" />
            {S.join}
          </Button>
        </div>
      ))}
    </Card>
  );
}
