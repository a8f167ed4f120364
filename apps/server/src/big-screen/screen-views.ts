import { lobbyView, playerView, type PlayerView } from '@npat/engine';
import type { LobbyView } from '@npat/protocol';
import type { LoadedRoom } from '../room-pipeline/room-snapshot.ts';

/**
 * Whom the engine builds a big screen's game view for: no player or spectator has this uid (users' ids
 * never hold a colon), so it is a spectator's view, with no answer text before the review.
 */
export const SCREEN_VIEWER = 'screen:';

/** What a big screen shows of a room: its lobby, or its game, as someone without a seat sees it. */
export type ScreenView =
  { readonly kind: 'lobby'; readonly view: LobbyView } | { readonly kind: 'game'; readonly view: PlayerView };

/** The room's view for its big screens as of `now`. */
export function screenView(roomId: string, { snapshot, version }: LoadedRoom, now: number): ScreenView {
  if (snapshot.game === null) return { kind: 'lobby', view: lobbyView(snapshot.lobby, version, null) };
  return { kind: 'game', view: playerView(snapshot.game, SCREEN_VIEWER, now, { roomId, version }) };
}

/** Whether the room plays with a big screen now (the setting, in the lobby or the game). */
export function followsBigScreen({ snapshot }: LoadedRoom): boolean {
  return (snapshot.game?.settings.bigScreen ?? snapshot.lobby.settings.bigScreen) === true;
}
