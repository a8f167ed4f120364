import { gameProgressSchema, playerViewSchema, type PlayerView } from '@npat/protocol';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { text } from '@/i18n/locale-store';
import { wordMessage } from '@/i18n/word-message';
import { toast } from '@/lib/toast';
import { estimateClock, measureClock } from './clock';
import { emitGameIntent } from './game-intent';
import { followGameView, storeGameProgress, storeGameView, useGameView } from './game-view-store';
import { parseIncoming } from './incoming';
import { roomPath, screenForPhase, type RoomScreen } from './room-paths';
import { gameSocket } from './socket';
import { useHostChangeAnnounced } from './use-host-change-announced';
import { isPassingRefusal, toastNoAnswer, toastRefusalWithRetry } from './use-intent';

/**
 * The live game of `roomId` as this player sees it, or null until the first view. On every (re)connect it
 * measures the clock, joins the game and shows the ack's full view (a reload, a lost network and a
 * restarted server all come back this way); in between it shows every 'game:state' and 'game:progress'
 * of the room, each unless what it shows is of a newer version of the room. It also keeps the player on the screen of the current phase, and sends them home once
 * the game is over.
 */
export function useGameRoom(roomId: string, screen: RoomScreen): PlayerView | null {
  const view = useGameView(roomId);
  const navigate = useNavigate();

  useEffect(() => {
    followGameView(roomId);
    const socket = gameSocket();
    let active = true;
    // Views and progress count from the moment they arrive, even before our own join answered: the store
    // keeps the newest version of this room, whichever came first (another node's broadcast may overtake
    // the ack). Those of another room (a game this socket still hears of) are not this game's.

    function join() {
      void measureClock(socket);
      const sentAt = Date.now();
      emitGameIntent('game:join', { roomId }).then(
        (ack) => {
          if (!active) return;
          if (!ack) return void toast.error(text().lib.badAnswer);
          // Busy, or too much sent at once: the game is still there, so the player stays and may try again.
          if (!ack.ok && isPassingRefusal(ack.error.code))
            return toastRefusalWithRetry('game:join', wordMessage(ack.error.message), join);
          if (!ack.ok) {
            // Not a player of this game (any more), or no game here: there is nothing to show.
            toast.error(wordMessage(ack.error.message), { id: `refusal:${ack.error.code}` });
            return void navigate('/', { replace: true });
          }
          estimateClock(ack.view.serverNow, (sentAt + Date.now()) / 2);
          storeGameView(roomId, ack.view);
        },
        () => active && toastNoAnswer('game:join', join),
      );
    }
    function onState(raw: unknown) {
      const view = parseIncoming('game:state', playerViewSchema, raw);
      if (active && view?.roomId === roomId) storeGameView(roomId, view);
    }
    function onProgress(raw: unknown) {
      const update = parseIncoming('game:progress', gameProgressSchema, raw);
      if (active && update?.roomId === roomId) storeGameProgress(update);
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
