import type { PlayerView } from '@npat/engine';
import { ROOM_ROUTES, type User } from '@npat/protocol';
import { resetClock } from '@/lib/clock';
import { clearGameViews } from '@/lib/game-view-store';
import { fakeApi, json } from './fake-api';
import { fakeSocket } from './fake-socket';
import { PLAYERS } from './game-views';
import { renderApp } from './render-app';

/** The signed-in user behind a game view's `you` (a guest, unless `email` is given). */
export function userOf(uid: string, email: string | null = null): User {
  const player = PLAYERS.find((each) => each.uid === uid);
  return {
    uid,
    displayName: player?.displayName ?? uid,
    email,
    photoURL: player?.photoURL ?? null,
    isAnonymous: email === null,
  };
}

/**
 * Opens a game screen of room 'room-1' as the player `view.you`, with the server faked: the room's access
 * lets them in (`routes` answer anything else the screen asks), 'game:join' answers with `view`, a draft
 * is accepted (without a view, with the next version, as the server does) and every other intent is
 * accepted with the same view
 * (tests that care answer differently through `fakeSocket.respond`). Clock pings get no answer, so the
 * screen's server time starts at the view's `serverNow`. Mock '@/lib/socket' with the fake socket first.
 */
export function openGameScreen(
  view: PlayerView,
  screen: 'game' | 'scoring' | 'result' = 'game',
  routes: Parameters<typeof fakeApi>[1] = {},
) {
  resetClock();
  clearGameViews();
  fakeSocket.reset();
  let version = view.version;
  fakeSocket.respond(({ event }) =>
    event === 'game:save-answer' ? { ok: true, version: (version += 1) } : { ok: true, view },
  );
  const api = fakeApi(userOf(view.you), {
    [`GET ${ROOM_ROUTES.access('room-1')}`]: () =>
      json(200, { roomId: 'room-1', phase: view.phase, inSlot: true, canWatch: false }),
    ...routes,
  });
  const router = renderApp(`/game-room/room-1/${screen}`);
  return { router, api };
}
