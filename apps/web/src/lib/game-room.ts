import type { PlayerView } from '@npat/engine';
import { gameProgressSchema } from '@npat/protocol';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { estimateClock, measureClock } from './clock';
import { emitGameIntent, isPlayerView } from './game-intent';
import { followGameView, storeGameProgress, storeGameView, useGameView } from './game-view-store';
import { roomPath, screenForPhase, type RoomScreen } from './room-paths';
import { gameSocket } from './socket';
import { LIB_STRINGS } from './strings';
import { toastNoAnswer } from './use-intent';

/**
 * The live game of `roomId` as this player sees it, or null until the first view. On every (re)connect it
 * measures the clock, joins the game and replaces the view with the ack's full one (a reload, a lost
 * network and a restarted server all come back this way); in between it shows every 'game:state' and
 * 'game:progress'. It also keeps the player on the screen of the current phase, and sends them home once
 * the game is over.
 */
export function useGameRoom(roomId: string, screen: RoomScreen): PlayerView | null {
  const view = useGameView(roomId);
  const navigate = useNavigate();

  useEffect(() => {
    followGameView(roomId);
    const socket = gameSocket();
    let active = true;
    // Broadcasts count only after our own join answered: before it, this socket may not be subscribed yet.
    let joined = false;

    function join() {
      void measureClock(socket);
      const sentAt = Date.now();
      emitGameIntent('game:join', { roomId }).then(
        (ack) => {
          if (!active) return;
          if (!ack) return void toast.error(LIB_STRINGS.badAnswer);
          if (!ack.ok) {
            // Not a player of this game (any more), or no game here: there is nothing to show.
            toast.error(ack.error.message, { id: `refusal:${ack.error.code}` });
            return void navigate('/', { replace: true });
          }
          joined = true;
          estimateClock(ack.view.serverNow, (sentAt + Date.now()) / 2);
          storeGameView(roomId, ack.view);
        },
        () => active && toastNoAnswer('game:join', join),
      );
    }
    function onState(raw: unknown) {
      if (active && joined && isPlayerView(raw)) storeGameView(roomId, raw);
    }
    function onProgress(raw: unknown) {
      const update = gameProgressSchema.safeParse(raw);
      if (active && joined && update.success && update.data.roomId === roomId) storeGameProgress(update.data);
    }

    socket.on('connect', join);
    socket.on('game:state', onState);
    socket.on('game:progress', onProgress);
    if (socket.connected) join();
    return () => {
      active = false;
      socket.off('connect', join);
      socket.off('game:state', onState);
      socket.off('game:progress', onProgress);
    };
  }, [roomId, navigate]);

  const phase = view?.phase;
  useEffect(() => {
    if (!phase) return;
    const target = screenForPhase(phase);
    if (target === null) void navigate('/', { replace: true });
    else if (target !== screen) void navigate(roomPath(roomId, target), { replace: true });
  }, [phase, screen, roomId, navigate]);

  return view;
}
