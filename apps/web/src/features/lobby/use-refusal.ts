import { LOBBY_ERROR_CODES, type LobbyError, type LobbyErrorCode } from '@npat/protocol';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { wordRefusal } from '@/i18n/word-message';
import { toast } from '@/lib/toast';

/**
 * Refusals after which the player has no place in the room any more: they go home, as the room guard
 * would send them (a started game they are not in, a closed or vanished room, or the host removed them).
 */
const SENDS_HOME: ReadonlySet<LobbyErrorCode> = new Set([
  LOBBY_ERROR_CODES.gameStarted,
  LOBBY_ERROR_CODES.roomClosed,
  LOBBY_ERROR_CODES.removed,
  LOBBY_ERROR_CODES.roomNotFound,
]);

export function sendsHome(error: LobbyError): boolean {
  return SENDS_HOME.has(error.code);
}

/**
 * Shows a refused intent as a toast with the server's message (in the player's language), and sends the
 * player home when it must.
 */
export function useShowRefusal(): (error: LobbyError) => void {
  const navigate = useNavigate();
  return useCallback(
    (error: LobbyError) => {
      toast.error(wordRefusal(error), { id: `refusal:${error.code}` });
      if (sendsHome(error)) void navigate('/', { replace: true });
    },
    [navigate],
  );
}
