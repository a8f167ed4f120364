import { lobbyKickedSchema, lobbyViewSchema, type LobbyView } from '@npat/protocol';
import { startTransition, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { text } from '@/i18n/locale-store';
import { wordMessage } from '@/i18n/word-message';
import { toast } from '@/lib/toast';
import { parseIncoming } from '@/lib/incoming';
import { roomPath, screenForPhase } from '@/lib/room-paths';
import { storeLobbySettings } from '@/lib/lobby-view-store';
import { gameSocket } from '@/lib/socket';
import { useHostChangeAnnounced } from '@/lib/use-host-change-announced';
import { emitIntent, isPassingRefusal, toastNoAnswer, toastRefusalWithRetry } from '@/lib/use-intent';

/**
 * The live lobby of `roomId`, or null until the first snapshot. On every (re)connect it joins the room
 * and replaces the state with the ack's full snapshot; in between it renders every `lobby:state` as it
 * is, validated, unless the one shown is newer (`newest`). It also moves the player on: to the game
 * when the phase leaves LOBBY, home when they are no longer in a slot, and home with a toast when the
 * host removed them.
 */
export function useLobby(roomId: string, uid: string | undefined): LobbyView | null {
  const [latest, setLatest] = useState<LobbyView | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const socket = gameSocket();
    let active = true;
    // Before our own join answered, a broadcast that does not seat us may be from before our seat (it
    // would send us home): the newest such is kept, and shown with the ack if newer (a change right after
    // our join, sent by another node). One that seats us is the lobby as it is and is shown at once: an
    // ack can come late or never (socket.io drops it on a timeout or a dropped connection), and the
    // lobby must not stop moving until then (docs/decisions/052-lobby-shows-a-view-that-seats-us.md).
    let joined = false;
    let early: LobbyView | null = null;
    let removed = false;
    // A transition, so React renders a whole lobby in slices a tap or a keystroke can interrupt.
    const show = (view: LobbyView) => startTransition(() => setLatest((held) => newest(held, view)));

    function join() {
      emitIntent('lobby:join', { roomId }).then(
        (ack) => {
          if (!active) return;
          if (!ack) return void toast.error(text().lib.badAnswer);
          // Busy, or too much sent at once: the lobby is still there, so the player stays and may try again.
          if (!ack.ok && isPassingRefusal(ack.error.code))
            return toastRefusalWithRetry('lobby:join', wordMessage(ack.error.message), join);
          if (!ack.ok) {
            // Whatever the reason (full, started, closed, removed), there is no lobby to show: home.
            toast.error(wordMessage(ack.error.message), { id: `refusal:${ack.error.code}` });
            return void navigate('/', { replace: true });
          }
          joined = true;
          const view = early === null ? ack.view : newest(ack.view, early);
          early = null;
          show(view);
        },
        () => active && toastNoAnswer('lobby:join', join),
      );
    }
    function onState(raw: unknown) {
      const view = parseIncoming('lobby:state', lobbyViewSchema, raw);
      if (!active || removed || view?.roomId !== roomId) return;
      if (joined || view.slots.some((slot) => slot.uid === uid)) show(view);
      else early = newest(early, view);
    }
    function onKicked(raw: unknown) {
      const kicked = parseIncoming('lobby:kicked', lobbyKickedSchema, raw);
      if (!active || kicked?.roomId !== roomId) return;
      removed = true;
      toast.error(text().errors.lobby.removedByHost, { id: 'refusal:removed' });
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
  }, [roomId, uid, navigate]);

  // A snapshot of another room (the player followed a link from one lobby to the next) is not shown.
  const view = latest?.roomId === roomId ? latest : null;
  // The How To Play guide states the room's rules from these (lib/use-room-settings.ts).
  useEffect(() => {
    if (view) storeLobbySettings(roomId, view.settings);
  }, [roomId, view]);
  const host = view?.slots.find((slot) => slot.isHost);
  useHostChangeAnnounced(
    host ? { roomId, hostUid: host.uid, hostName: host.displayName, you: uid } : null,
    'lobby',
  );

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

/**
 * The lobby to show of `held` and `next`: `next`, unless `held` is of the same room and of its version or
 * a newer one. Across nodes a broadcast can arrive after a newer one, or after the ack of a join that came
 * later; every version of a room is newer than the one before, so the older is the one to drop.
 */
function newest(held: LobbyView | null, next: LobbyView): LobbyView {
  return held?.roomId === next.roomId && held.version >= next.version ? held : next;
}
