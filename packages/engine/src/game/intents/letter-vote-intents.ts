/** Letter by vote (docs/product/rules.md#letters): a player vetoes one of the offered letters. */
import { currentRoundOf } from '../current-round.ts';
import { closeLetterVoteIfEveryoneVetoed } from '../letter-vote.ts';
import type { IntentRule } from './run-intent.ts';

/**
 * While the round's letter vote is open, the player vetoes one offered letter; vetoing another replaces it.
 * When every present player has vetoed, the vote closes at once.
 */
export const vetoLetter: IntentRule<{ letter: string }> = (draft, actor, { letter }, now, events) => {
  const round = currentRoundOf(draft);
  const vote = round.letterVote;
  // The table lets it through only while the vote is open (isVoting), so there is one.
  if (vote === null) return 'wrong-phase';
  if (!vote.offered.includes(letter)) return 'unknown-letter';
  if (vote.vetoes.some((veto) => veto.uid === actor.uid && veto.letter === letter)) return null;
  vote.vetoes = [...vote.vetoes.filter((veto) => veto.uid !== actor.uid), { uid: actor.uid, letter }];
  events.push({ type: 'letter-vetoed', uid: actor.uid, round: round.number });
  closeLetterVoteIfEveryoneVetoed(draft, now, events);
  return null;
};
