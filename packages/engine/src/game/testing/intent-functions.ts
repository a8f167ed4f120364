/**
 * The game's intents as functions of (state, actor, payload, now), for tests: each goes through the intent
 * table (apply-intent.ts), checks and rule, exactly as the server sends it.
 */
import type { GameMoveName } from '@npat/protocol';
import type { GameResult } from '../errors.ts';
import { applyGameIntent, type GameIntent } from '../intents/apply-intent.ts';
import type { MovePayload } from '../intents/game-moves.ts';
import { moveRefusal, type PlayerMove } from '../intents/move-guard.ts';
import { GAME_MOVES } from '../intents/game-moves.ts';
import { saveAnswerOnCopy as onCopy } from '../intents/save-answer.ts';
import { applyServerIntent, type ServerIntent } from '../intents/server-intents.ts';
import type { GameState } from '../state.ts';

type IntentFunction<N extends GameMoveName> = (
  state: GameState,
  actorUid: string,
  payload: MovePayload<N>,
  now: number,
) => GameResult;

/** The wire intent `name` as a function. */
export function intentFunction<N extends GameMoveName>(name: N): IntentFunction<N> {
  return (state, actorUid, payload, now) =>
    applyGameIntent(state, actorUid, { name, payload } as GameIntent, now);
}

export const saveAnswer = intentFunction('game:save-answer');
export const markDone = intentFunction('game:done');
export const stop = intentFunction('game:stop');
export const challenge = intentFunction('game:challenge');
export const withdrawChallenge = intentFunction('game:withdraw-challenge');
export const voteCreative = intentFunction('game:vote-creative');
export const joinAnswers = intentFunction('game:join-answers');
export const splitAnswers = intentFunction('game:split-answer');
export const reviewDone = intentFunction('game:review-done');
export const focusReview = intentFunction('game:review-focus');
export const paceReveal = intentFunction('game:reveal');
export const hostContinue = intentFunction('game:continue');
export const nextRound = intentFunction('game:next-round');
export const leaveGame = intentFunction('game:leave');
export const leaveResults = intentFunction('game:leave-results');
export const endGame = intentFunction('game:end');
export const makeHost = intentFunction('game:make-host');
export const redrawLetter = intentFunction('game:redraw-letter');
export const changeRoundSettings = intentFunction('game:round-settings');
export const vetoLetter = intentFunction('game:veto-letter');

/** A draft on a private copy of the game, behind the same checks: what the shared path is tested against. */
const draftMove = GAME_MOVES['game:save-answer'] as PlayerMove<MovePayload<'game:save-answer'>>;
export const saveAnswerOnCopy = onCopy((state, actor) => moveRefusal(draftMove, state, actor));

/** The server's report of a player's (or spectator's) connection. */
export function setPresence(
  state: GameState,
  uid: string,
  { connected }: { connected: boolean },
  now: number,
): GameResult {
  return applyServerIntent(state, uid, { name: 'set-presence', payload: { connected } }, now);
}

/** An intent of a browser (by wire name) or of the server. */
export type AnyIntent = GameIntent | ServerIntent;

/** Applies either kind of intent: random games mix both. */
export function applyAnyIntent(state: GameState, uid: string, intent: AnyIntent, now: number): GameResult {
  return intent.name === 'set-presence' || intent.name === 'watch'
    ? applyServerIntent(state, uid, intent, now)
    : applyGameIntent(state, uid, intent, now);
}
