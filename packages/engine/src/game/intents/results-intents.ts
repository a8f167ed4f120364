/** Intents of ROUND_RESULTS (docs/product/rules.md#round-results): the host moves the game on. */
import { leaveRoundResults } from '../transitions.ts';
import type { EmptyPayload, IntentRule } from './run-intent.ts';

/** The host starts the next round now, or shows the final results after the last round. */
export const nextRound: IntentRule<EmptyPayload> = (draft, _actor, _payload, now, events) => {
  leaveRoundResults(draft, now, events);
  return null;
};
