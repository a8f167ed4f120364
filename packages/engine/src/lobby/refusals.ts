import { LOBBY_ERRORS, LOBBY_ERROR_CODES, VALIDATION, type LobbyErrorCode } from '@npat/protocol';
import type { LobbyFailure } from './room-state.ts';

type FixedMessageCode = Exclude<LobbyErrorCode, 'invalid-settings' | 'invalid-categories'>;

/** The message of every refusal whose wording does not depend on what was typed. */
const MESSAGES: Record<FixedMessageCode, string> = {
  [LOBBY_ERROR_CODES.categoryExists]: VALIDATION.categoryExists,
  [LOBBY_ERROR_CODES.roomFull]: VALIDATION.roomFull,
  [LOBBY_ERROR_CODES.gameStarted]: LOBBY_ERRORS.gameStarted,
  [LOBBY_ERROR_CODES.roomClosed]: LOBBY_ERRORS.roomClosed,
  [LOBBY_ERROR_CODES.removed]: LOBBY_ERRORS.removedByHost,
  [LOBBY_ERROR_CODES.notInRoom]: LOBBY_ERRORS.notInRoom,
  [LOBBY_ERROR_CODES.notHost]: LOBBY_ERRORS.notHost,
  [LOBBY_ERROR_CODES.cannotKickYourself]: LOBBY_ERRORS.cannotRemoveYourself,
  [LOBBY_ERROR_CODES.playerNotInRoom]: LOBBY_ERRORS.playerNotInRoom,
  [LOBBY_ERROR_CODES.tooManyPlayersForLimit]: LOBBY_ERRORS.tooManyPlayersForLimit,
  [LOBBY_ERROR_CODES.notEnoughPlayers]: LOBBY_ERRORS.notEnoughPlayers,
  [LOBBY_ERROR_CODES.notAllReady]: LOBBY_ERRORS.notAllReady,
  [LOBBY_ERROR_CODES.roomNotFound]: LOBBY_ERRORS.roomNotFound,
  [LOBBY_ERROR_CODES.invalidRequest]: LOBBY_ERRORS.invalidRequest,
  [LOBBY_ERROR_CODES.busy]: LOBBY_ERRORS.busy,
  [LOBBY_ERROR_CODES.rateLimited]: LOBBY_ERRORS.rateLimited,
  [LOBBY_ERROR_CODES.tooManyRooms]: LOBBY_ERRORS.tooManyRooms,
  [LOBBY_ERROR_CODES.roomLocked]: LOBBY_ERRORS.roomLocked,
  [LOBBY_ERROR_CODES.ownCategoriesOff]: LOBBY_ERRORS.ownCategoriesOff,
  [LOBBY_ERROR_CODES.serverFull]: LOBBY_ERRORS.serverFull,
  [LOBBY_ERROR_CODES.notABot]: LOBBY_ERRORS.notABot,
};

/** A refusal with the catalogue's message for `code`, shown under `field` when given. */
export function refuse(code: FixedMessageCode, field?: string): LobbyFailure {
  const error =
    field === undefined ? { code, message: MESSAGES[code] } : { code, message: MESSAGES[code], field };
  return { ok: false, error };
}

/** The parts of a zod error a refusal needs; kept structural so the engine does not import zod. */
interface ValidationIssues {
  readonly issues: readonly { readonly message: string; readonly path: readonly PropertyKey[] }[];
}

/**
 * A refusal for input that broke a schema rule: the first issue's message (a VALIDATION text, since the
 * protocol's schemas use nothing else) under the field it belongs to.
 */
export function refuseInvalid(
  code: 'invalid-settings' | 'invalid-categories',
  validation: ValidationIssues,
): LobbyFailure {
  const [issue] = validation.issues;
  const field = issue?.path[0];
  return {
    ok: false,
    error: {
      code,
      message: issue?.message ?? VALIDATION.required,
      ...(typeof field === 'string' ? { field } : {}),
    },
  };
}
