import { playAgainSchema, type PlayAgain } from '@npat/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { text } from '@/i18n/locale-store';
import { wordRefusal } from '@/i18n/word-message';
import { toast } from '@/lib/toast';
import { emitGameIntent } from '@/lib/game-intent';
import { leaveGameView } from '@/lib/game-view-store';
import { parseIncoming } from '@/lib/incoming';
import { roomPath } from '@/lib/room-paths';
import { gameSocket } from '@/lib/socket';
import { toastNoAnswer } from '@/lib/use-intent';

/**
 * Play again and leaving the results. The player who asks for a new game goes straight to its lobby (the
 * ack names it); everyone else gets the invitation ('game:play-again' reaches the whole room) and may
 * follow it. Going anywhere from here tells the server this player left the results, so the finished
 * game can close once everyone has.
 */
export function usePlayAgain(roomId: string) {
  const navigate = useNavigate();
  const [invite, setInvite] = useState<PlayAgain | null>(null);
  const [pending, setPending] = useState(false);
  // Set before the intent goes out: the invitation may reach this tab before the ack does.
  const requested = useRef(false);
  const gone = useRef(false);

  const leaveTo = useCallback(
    (path: string) => {
      if (gone.current) return;
      gone.current = true;
      leaveGameView(roomId);
      // Best effort: the game also closes by itself 30 minutes after the final results.
      emitGameIntent('game:leave-results', { roomId }).catch(() => undefined);
      void navigate(path, { replace: true });
    },
    [roomId, navigate],
  );

  useEffect(() => {
    const socket = gameSocket();
    function onInvite(raw: unknown) {
      const invited = parseIncoming('game:play-again', playAgainSchema, raw);
      if (invited?.fromRoomId !== roomId) return;
      if (requested.current) leaveTo(roomPath(invited.roomId, 'lobby'));
      // A repeated invitation (someone else asked too) does not name the host: keep the name already known.
      else
        setInvite((held) =>
          held?.roomId === invited.roomId && invited.hostUid === undefined ? held : invited,
        );
    }
    socket.on('game:play-again', onInvite);
    return () => {
      socket.off('game:play-again', onInvite);
    };
  }, [roomId, leaveTo]);

  async function playAgain(): Promise<void> {
    requested.current = true;
    setPending(true);
    try {
      const ack = await emitGameIntent('game:play-again', { roomId });
      // The ack was parsed whole: an accepted one names the new lobby.
      if (ack?.ok && ack.invite) return leaveTo(roomPath(ack.invite.roomId, 'lobby'));
      requested.current = false;
      if (!ack) toast.error(text().lib.badAnswer);
      else if (!ack.ok) toast.error(wordRefusal(ack.error, 'game'), { id: `refusal:${ack.error.code}` });
    } catch {
      requested.current = false;
      toastNoAnswer('game:play-again', () => void playAgain());
    } finally {
      setPending(false);
    }
  }

  return {
    invite,
    pending,
    playAgain,
    join: () => invite && leaveTo(roomPath(invite.roomId, 'lobby')),
    home: () => leaveTo('/'),
  };
}
