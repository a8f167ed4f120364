import type { GameState } from '@npat/engine';
import { refereeKey } from '@npat/referee';
import type { RefereeDecision } from '../../storage/referee-learned-repository.ts';

/**
 * What the review that `before` → `after` just finished decided, for the referee to learn from (decision 067:
 * counts only, no user, room or time): each answer of a library category that was filled and had the right
 * letter, kept unless rejected. An answer several players gave counts once per outcome, so a round is one
 * game's say on it. A bot's answers teach nothing (they come from the referee's own knowledge), unless a
 * person gave the same. Nothing when no review finished in this change.
 */
export function finishedReviewDecisions(before: GameState | null, after: GameState): RefereeDecision[] {
  const round = after.rounds[after.rounds.length - 1];
  if (round === undefined || round.scores === null) return [];
  const earlier = before?.rounds.find((each) => each.number === round.number);
  if (earlier === undefined || earlier.scores !== null) return [];
  const { language } = after.settings;
  const library = new Set(round.categories.filter((c) => c.ownerUid === null).map((c) => c.id));
  const decisions = new Map<string, RefereeDecision>();
  const bots = new Set(
    after.players.filter((player) => player.bot !== undefined).map((player) => player.uid),
  );
  for (const score of round.scores) {
    if (bots.has(score.uid)) continue;
    for (const { categoryId, verdict } of score.categories) {
      if (!library.has(categoryId) || verdict === 'empty' || verdict === 'wrongLetter') continue;
      const text = round.answers.find((a) => a.uid === score.uid && a.categoryId === categoryId)?.text ?? '';
      const answerKey = refereeKey(text, language);
      if (answerKey === '') continue;
      const accepted = verdict !== 'rejected';
      decisions.set(`${categoryId}\u0000${answerKey}\u0000${accepted}`, {
        language,
        category: categoryId,
        answerKey,
        accepted,
      });
    }
  }
  return [...decisions.values()];
}
