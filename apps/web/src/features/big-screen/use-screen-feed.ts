import { lobbyViewSchema, playerViewSchema } from '@npat/protocol';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { estimateClock } from '@/lib/clock';
import { parseIncoming } from '@/lib/incoming';
import { NO_FEED, PASSING_REFUSALS, refusalOf, withView, type ScreenFeed } from './screen-feed';
import { bigScreenPath } from '@/lib/room-paths';
import { openScreenSocket, type ScreenSocket } from './screen-socket';

/** Pause before asking again after a refusal that may pass, or a close by the server. */
export const SCREEN_RETRY_MS = 5000;

const movedSchema = z.object({ roomId: z.string().min(1) });

/**
 * Follows `roomId` on its big screen's connection while mounted: the newest view by the room's version, the
 * connection's state and the server's refusal. Each game view sets the clock's offset from its `serverNow`
 * (lib/clock.ts: the screen has no pings of its own), so countdowns and the reveal count on the server's
 * time. Play again's next lobby ('screen:moved') takes the screen to that room's big screen. socket.io
 * reconnects by itself after a lost network; a refusal that may pass and a close by the server are asked
 * again here, every few seconds.
 */
export function useScreenFeed(
  roomId: string,
  open: (roomId: string) => ScreenSocket = openScreenSocket,
): ScreenFeed {
  const [feed, setFeed] = useState<ScreenFeed>(NO_FEED);
  const navigate = useNavigate();

  useEffect(() => {
    const socket = open(roomId);
    let retry: ReturnType<typeof setTimeout> | undefined;
    const askAgain = () => {
      clearTimeout(retry);
      retry = setTimeout(() => socket.connect(), SCREEN_RETRY_MS);
    };
    const update = (change: (feed: ScreenFeed) => ScreenFeed) => setFeed(change);

    socket.on('connect', () => update((feed) => ({ ...feed, connected: true, refusal: null })));
    socket.on('disconnect', (reason) => {
      update((feed) => ({ ...feed, connected: false }));
      // socket.io never retries a close the server made.
      if (reason === 'io server disconnect') askAgain();
    });
    socket.on('connect_error', (error) => {
      // While `active`, socket.io keeps trying by itself (network gone, server restarting).
      if (socket.active) return update((feed) => ({ ...feed, connected: false }));
      const refusal = refusalOf(error.message);
      update((feed) => ({ ...feed, connected: false, refusal }));
      if (PASSING_REFUSALS.includes(refusal)) askAgain();
    });
    socket.on('screen:lobby', (raw) => {
      const view = parseIncoming('screen:lobby', lobbyViewSchema, raw);
      if (view?.roomId === roomId)
        update((feed) => ({ ...feed, shown: withView(feed.shown, { kind: 'lobby', view }) }));
    });
    socket.on('screen:game', (raw) => {
      const view = parseIncoming('screen:game', playerViewSchema, raw);
      if (view?.roomId !== roomId) return;
      estimateClock(view.serverNow);
      update((feed) => ({ ...feed, shown: withView(feed.shown, { kind: 'game', view }) }));
    });
    socket.on('screen:moved', (raw) => {
      const moved = parseIncoming('screen:moved', movedSchema, raw);
      if (moved && moved.roomId !== roomId) void navigate(bigScreenPath(moved.roomId), { replace: true });
    });
    return () => {
      clearTimeout(retry);
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [roomId, open, navigate]);

  return feed;
}
