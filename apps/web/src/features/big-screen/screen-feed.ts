import type { PlayerView } from '@npat/engine';
import type { LobbyView } from '@npat/protocol';

/** What a big screen shows of its room: the lobby, or the game as someone without a seat sees it. */
export type ScreenView =
  { readonly kind: 'lobby'; readonly view: LobbyView } | { readonly kind: 'game'; readonly view: PlayerView };

/** Why the server turned the screen away (the connect_error's message). */
export const SCREEN_REFUSALS = [
  'no-big-screen',
  'room-not-found',
  'room-full',
  'invalid-request',
  'internal-error',
] as const;
export type ScreenRefusal = (typeof SCREEN_REFUSALS)[number];

/** Refusals that may pass (the host turns the setting on, a screen closes, the server recovers): asked again. */
export const PASSING_REFUSALS: readonly ScreenRefusal[] = ['no-big-screen', 'room-full', 'internal-error'];

/** Everything the screen knows of its connection and its room. */
export interface ScreenFeed {
  /** The newest view the server sent; null until the first. */
  readonly shown: ScreenView | null;
  /** The server refused the screen, with its code; null once admitted. */
  readonly refusal: ScreenRefusal | null;
  /** The connection is up now. */
  readonly connected: boolean;
}

export const NO_FEED: ScreenFeed = { shown: null, refusal: null, connected: false };

/**
 * `shown` with a view the server sent: the lobby and the game of a room share one stream of versions
 * (packages/protocol/src/room-version.ts), so the newer wins whichever kind it is; a reconnect resends the
 * current view, which then changes nothing.
 */
export function withView(shown: ScreenView | null, next: ScreenView): ScreenView | null {
  if (shown !== null && next.view.version <= shown.view.version) return shown;
  return next;
}

/** The refusal a connect_error's message names; anything else counts as the server's own trouble. */
export function refusalOf(message: string): ScreenRefusal {
  return (SCREEN_REFUSALS as readonly string[]).includes(message)
    ? (message as ScreenRefusal)
    : 'internal-error';
}
