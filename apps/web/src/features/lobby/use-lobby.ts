import { lobbyKickedSchema, lobbyViewSchema, type LobbyView } from '@npat/protocol';
import { useDeferredValue, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { text } from '@/i18n/locale-store';
import { toast } from '@/lib/toast';
import { parseIncoming } from '@/lib/incoming';
import { roomPath, screenForPhase } from '@/lib/room-paths';
import {
  followLobbyView,
  leaveLobbyView,
  storeLobbyJoined,
  storeLobbyJoinSent,
  storeLobbyView,
  useLobbyView,
} from '@/lib/lobby-view-store';
import { useHostChangeAnnounced } from '@/lib/use-host-change-announced';
import { emitIntent } from '@/lib/use-intent';
import { useRoomSubscription, type RoomSubscriptionSetup } from '@/lib/use-room-subscription';

/**
 * The lobby's join and broadcasts, ordered by the room's version in the lobby store
 * (lib/held-lobby-view.ts): before the join is answered, a view that seats the player is shown and
 * one that does not waits for the ack (docs/decisions/052-lobby-shows-a-view-that-seats-us.md).
 */
const followLobby: RoomSubscriptionSetup<LobbyView> = (roomId, uid, navigate) => {
  followLobbyView(roomId);
  return {
    intent: 'lobby:join',
    send() {
      storeLobbyJoinSent(roomId, uid);
      return emitIntent('lobby:join', { roomId });
    },
    onJoined: (view) => storeLobbyJoined(roomId, view),
    listeners: {
      'lobby:state': (raw) => {
        const view = parseIncoming('lobby:state', lobbyViewSchema, raw);
        if (view) storeLobbyView(roomId, view, uid);
      },
      'lobby:kicked': (raw) => {
        const kicked = parseIncoming('lobby:kicked', lobbyKickedSchema, raw);
        if (kicked?.roomId !== roomId) return;
        leaveLobbyView(roomId);
        toast.error(text().errors.lobby.removedByHost, { id: 'refusal:removed' });
        void navigate('/', { replace: true });
      },
    },
  };
};

/**
 * The live lobby of `roomId`, or null until the first view that may be shown: the room's subscription
 * (lib/use-room-subscription.ts) joins on every (re)connect. It also moves the player on: to the game
 * when the phase leaves LOBBY, home when they are no longer in a slot, and home with a toast when the
 * host removed them.
 */
export function useLobby(roomId: string, uid: string | undefined): LobbyView | null {
  // Deferred, so React renders a whole lobby in slices a tap or a keystroke can interrupt.
  const view = useDeferredValue(useLobbyView(roomId));
  const navigate = useNavigate();
  useRoomSubscription(followLobby, roomId, uid);

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
