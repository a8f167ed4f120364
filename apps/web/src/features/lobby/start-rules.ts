import { LOBBY_ERROR_CODES, type LobbyErrorCode, type LobbyView } from '@npat/protocol';

/** The fewest players a game can start with (docs/product/rules.md#starting-the-game). */
export const MIN_PLAYERS_TO_START = 2;

/**
 * Why the host cannot start yet, as the server's own refusal code, or null when Start may be pressed: at
 * least 2 players, all ready (an away player who is ready does not block, as on the server).
 */
export function startBlocker(view: Pick<LobbyView, 'slots'>): LobbyErrorCode | null {
  if (view.slots.length < MIN_PLAYERS_TO_START) return LOBBY_ERROR_CODES.notEnoughPlayers;
  if (view.slots.some((slot) => !slot.isReady)) return LOBBY_ERROR_CODES.notAllReady;
  return null;
}
