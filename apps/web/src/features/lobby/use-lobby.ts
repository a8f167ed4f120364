import { LOBBY_ERRORS, lobbyKickedSchema, lobbyViewSchema, type LobbyView } from '@npat/protocol';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { roomPath, screenForPhase } from '@/lib/room-paths';
import { gameSocket } from '@/lib/socket';
import { LIB_STRINGS } from '@/lib/strings';
import { emitIntent, toastNoAnswer } from '@/lib/use-intent';

/**
 * The live lobby of `roomId`, or null until the first snapshot. On every (re)connect it joins the room
 * and replaces the state with the ack's full snapshot; in between it renders every `lobby:state` as it
 * is, validated. It also moves the player on: to the game when the phase leaves LOBBY, home when they
 * are no longer in a slot, and home with a toast when the host removed them.
 */
export function useLobby(roomId: string, uid: string | undefined): LobbyView | null {
  const [latest, setLatest] = useState<LobbyView | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const socket = gameSocket();
    let active = true;
    // Broadcasts count only after our own join answered: before it, they may not include us yet.
    let joined = false;
    let removed = false;

    function join() {
      emitIntent('lobby:join', { roomId }).then(
        (ack) => {
          if (!active) return;
          if (!ack) return void toast.error(LIB_STRINGS.badAnswer);
          if (!ack.ok) {
            // Whatever the reason (full, started, closed, removed), there is no lobby to show: home.
            toast.error(ack.error.message, { id: `refusal:${ack.error.code}` });
            return void navigate('/', { replace: true });
          }
          joined = true;
          setLatest(ack.view);
        },
        () => active && toastNoAnswer('lobby:join', join),
      );
    }
    function onState(raw: unknown) {
      const parsed = lobbyViewSchema.safeParse(raw);
      if (!active || !joined || removed || !parsed.success || parsed.data.roomId !== roomId) return;
      setLatest(parsed.data);
    }
    function onKicked(raw: unknown) {
      const parsed = lobbyKickedSchema.safeParse(raw);
      if (!active || !parsed.success || parsed.data.roomId !== roomId) return;
      removed = true;
      toast.error(LOBBY_ERRORS.removedByHost, { id: 'refusal:removed' });
      void navigate('/', { replace: true });
    }

    socket.on('connect', join);
    socket.on('lobby:state', onState);
    socket.on('lobby:kicked', onKicked);
    if (socket.connected) join();
    return () => {
      active = false;
      socket.off('connect', join);
      socket.off('lobby:state', onState);
      socket.off('lobby:kicked', onKicked);
    };
  }, [roomId, navigate]);

  // A snapshot of another room (the player followed a link from one lobby to the next) is not shown.
  const view = latest?.roomId === roomId ? latest : null;

  useEffect(() => {
    if (!view) return;
    if (view.phase !== 'LOBBY') {
      const screen = screenForPhase(view.phase);
      void navigate(screen ? roomPath(roomId, screen) : '/', { replace: true });
    } else if (uid && !view.slots.some((slot) => slot.uid === uid)) {
      // Left in another tab, or removed: the lobby is no longer theirs.
      void navigate('/', { replace: true });
    }
  }, [view, uid, roomId, navigate]);

  return view;
}
