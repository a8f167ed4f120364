import { LOBBY_ERRORS, LOBBY_ERROR_CODES, type LobbyError } from '@npat/protocol';

/** The refusals the server itself gives, beside the engine's: with the catalogue's wording. */
export const serverRefusals = {
  roomNotFound: (): LobbyError => ({
    code: LOBBY_ERROR_CODES.roomNotFound,
    message: LOBBY_ERRORS.roomNotFound,
  }),
  invalidRequest: (): LobbyError => ({
    code: LOBBY_ERROR_CODES.invalidRequest,
    message: LOBBY_ERRORS.invalidRequest,
  }),
  busy: (): LobbyError => ({ code: LOBBY_ERROR_CODES.busy, message: LOBBY_ERRORS.busy }),
  rateLimited: (): LobbyError => ({
    code: LOBBY_ERROR_CODES.rateLimited,
    message: LOBBY_ERRORS.rateLimited,
  }),
  tooManyRooms: (): LobbyError => ({
    code: LOBBY_ERROR_CODES.tooManyRooms,
    message: LOBBY_ERRORS.tooManyRooms,
  }),
};
