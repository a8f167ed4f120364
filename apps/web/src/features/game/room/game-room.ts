import { gameProgressSchema, playerViewSchema, type PlayerView } from '@npat/protocol';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { estimateClock, measureClock } from '@/lib/clock';
import { emitGameIntent } from '@/lib/game-intent';
import { followGameView, storeGameProgress, storeGameView, useGameView } from '@/lib/game-view-store';
import { parseIncoming } from '@/lib/incoming';
import { roomPath, screenForPhase, type RoomScreen } from '@/lib/room-paths';
import { gameSocket } from '@/lib/socket';
import { useHostChangeAnnounced } from '@/lib/use-host-change-announced';
import { useRoomSubscription, type RoomSubscriptionSetup } from '@/lib/use-room-subscription';

/**
 * The game's join and broadcasts. Views and progress count from the moment they arrive, even before the
 * join answered: the store keeps the newest version of the room, whichever came first (another node's
 * broadcast may overtake the ack). Those of another room (a game this socket still hears of) are not
 * this game's.
 */
const followGame: RoomSubscriptionSetup<PlayerView> = (roomId) => {
  followGameView(roomId);
  return {
    intent: 'game:join',
    async send() {
      void measureClock(gameSocket());
      const sentAt = Date.now();
      const ack = await emitGameIntent('game:join', { roomId });
      if (ack?.ok) estimateClock(ack.view.serverNow, (sentAt + Date.now()) / 2);
      return ack;
    },
    onJoined: (view) => storeGameView(roomId, view),
    listeners: {
      'game:state': (raw) => {
        const view = parseIncoming('game:state', playerViewSchema, raw);
        if (view?.roomId === roomId) storeGameView(roomId, view);
      },
      'game:progress': (raw) => {
        const update = parseIncoming('game:progress', gameProgressSchema, raw);
        if (update?.roomId === roomId) storeGameProgress(update);
      },
    },
  };
};

/**
 * The live game of `roomId` as this player sees it, or null until the first view: the room's
 * subscription (use-room-subscription.ts) measures the clock and joins on every (re)connect. It also
 * keeps the player on the screen of the current phase, and sends them home once the game is over.
 */
export function useGameRoom(roomId: string, screen: RoomScreen): PlayerView | null {
  const view = useGameView(roomId);
  const navigate = useNavigate();
  useRoomSubscription(followGame, roomId, undefined);

  const host = view?.players.find((player) => player.uid === view.hostUid);
  useHostChangeAnnounced(
    view && host ? { roomId, hostUid: host.uid, hostName: host.displayName, you: view.you } : null,
    view?.phase === 'FINAL_RESULTS' ? 'results' : 'game',
  );

  const phase = view?.phase;
  useEffect(() => {
    if (!phase) return;
    const target = screenForPhase(phase);
    if (target === null) void navigate('/', { replace: true });
    else if (target !== screen) void navigate(roomPath(roomId, target), { replace: true });
  }, [phase, screen, roomId, navigate]);

  return view;
}
