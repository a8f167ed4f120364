/** Intents of ROUND_RESULTS (docs/product/rules.md#round-results): the host moves the game on. */
import { leaveRoundResults } from '../transitions.ts';
import { defineIntent, type EmptyPayload } from './run-intent.ts';

/** The host starts the next round now, or shows the final results after the last round. */
export const nextRound = defineIntent<EmptyPayload>((draft, actor, _payload, now, events) => {
  if (draft.phase !== 'ROUND_RESULTS') return 'wrong-phase';
  if (actor.uid !== draft.hostUid) return 'not-host';
  leaveRoundResults(draft, now, events);
  return null;
});
