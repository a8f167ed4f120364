import { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';
import type { LobbyView } from './lobby.ts';
import type { PlayerView, ReviewView } from './player-view.ts';

/**
 * The big screen (docs/product/rules.md#big-screen): a room's shared screen connects to its own socket.io
 * namespace, signed in or not, and only ever hears what a spectator may see.
 */
export const SCREEN_NAMESPACE = '/screen';

/** What a big screen names in its handshake (`auth`): the room it shows. */
export const screenHandshakeSchema = z.object({ roomId: z.string().min(1).max(100) });

/**
 * What the server sends a big screen; it sends nothing back. `Game` is the game's view as the server holds
 * it (the engine's type, the same on the wire).
 */
export interface ScreenServerToClientEvents<Game = PlayerView> {
  'screen:lobby': (view: LobbyView) => void;
  'screen:game': (view: Game) => void;
  /** Play again opened the room's next lobby: the screen follows it there. */
  'screen:moved': (to: { roomId: string }) => void;
}

/** Why a screen was turned away: the connect_error's message. */
export type ScreenRefusalCode = Extract<
  ErrorCode,
  'invalid-request' | 'room-not-found' | 'no-big-screen' | 'room-full' | 'internal-error'
>;

/** How many big screens may follow one room at once. */
export const SCREENS_PER_ROOM = 8;

/** While the reveal runs by itself, one more answer comes out this often. */
export const REVEAL_STEP_MS = 2500;

/** One answer of the reveal: the review's answers with text, category by category, in the review's order. */
export interface RevealEntry {
  readonly categoryId: string;
  readonly uid: string;
}

/** The answers the reveal shows one after another: empty answers are left out (nothing to watch). */
export function revealOrder(review: Pick<ReviewView, 'categories'>): RevealEntry[] {
  return review.categories.flatMap(({ categoryId, answers }) =>
    answers.filter((answer) => answer.text !== '').map(({ uid }) => ({ categoryId, uid })),
  );
}

/** How many of `total` answers are out at `now` (the screen's estimate of the server's clock). */
export function revealedCount(
  reveal: { readonly shown: number; readonly autoSince: number | null },
  total: number,
  now: number,
): number {
  const running =
    reveal.autoSince === null ? 0 : Math.floor(Math.max(0, now - reveal.autoSince) / REVEAL_STEP_MS);
  return Math.min(total, reveal.shown + running);
}
