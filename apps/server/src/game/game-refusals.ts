import { GAME_ERROR_CODES, refuse, type GameError } from '@npat/engine';
import { serverRefusals } from '../realtime/server-refusals.ts';

/**
 * The refusals the game's server side gives itself, beside the engine's: a room with no game yet
 * answers as the engine does for an intent in the wrong phase; a malformed payload and a storm of
 * writes answer as in the lobby (`invalid-request`, `busy`), so the web handles them alike.
 */
export const gameRefusals = {
  noGame: (): GameError => refuse(GAME_ERROR_CODES.wrongPhase).error,
  invalidRequest: serverRefusals.invalidRequest,
  busy: serverRefusals.busy,
};
