/** Letter by vote (docs/product/rules.md#letters): a player vetoes one of the offered letters. */
import { currentRoundOf } from '../current-round.ts';
import { closeLetterVoteIfEveryoneVetoed, isVoting } from '../letter-vote.ts';
import { defineIntent } from './run-intent.ts';

/**
 * While the round's letter vote is open, the player vetoes one offered letter; vetoing another replaces it.
 * When every present player has vetoed, the vote closes at once.
 */
export const vetoLetter = defineIntent<{ letter: string }>((draft, actor, { letter }, now, events) => {
  const round = currentRoundOf(draft);
  if (draft.phase !== 'ROUND_STARTING' || !isVoting(round) || round.letterVote === null) return 'wrong-phase';
  if (!round.letterVote.offered.includes(letter)) return 'unknown-letter';
  const vote = round.letterVote;
  if (vote.vetoes.some((veto) => veto.uid === actor.uid && veto.letter === letter)) return null;
  vote.vetoes = [...vote.vetoes.filter((veto) => veto.uid !== actor.uid), { uid: actor.uid, letter }];
  events.push({ type: 'letter-vetoed', uid: actor.uid, round: round.number });
  closeLetterVoteIfEveryoneVetoed(draft, now, events);
  return null;
});
