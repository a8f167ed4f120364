import { z } from 'zod';
import type { ClockPong, GameError } from './game-acks.ts';
import type { GameIntentName, GameIntentPayload } from './game-intents.ts';
import type { PlayerView } from './player-view.ts';
import { progressViewSchema } from './player-view.ts';
import { roomVersionSchema } from './room-version.ts';

/**
 * The game's wire contract: intents, what the server sends back, and the event maps. The player's view
 * is built by the engine; its schema is `playerViewSchema` (player-view.ts). The event maps and acks
 * take the view type as a parameter, which defaults to that schema's type (the engine's, checked equal).
 * The intents' payload schemas are in game-intents.ts.
 */
export * from './game-intents.ts';

/**
 * Acknowledgement of a game intent, sent after it was committed (or refused with nothing changed).
 * The ack of `game:play-again` also carries the new lobby in `invite`. Its schema: `gameAckSchema`.
 */
export type GameAck<View = PlayerView> =
  { ok: true; view: View; invite?: PlayAgain } | { ok: false; error: GameError };

/**
 * Acknowledgement of a draft (`game:save-answer`), most intents by far: no view comes back, since the
 * sender holds what it typed and knows how the server counts a filled category (the engine's
 * `withOwnDraft`). Its schema: `draftAckSchema`.
 */
export type DraftAck = { ok: true; version: number } | { ok: false; error: GameError };

/** The acknowledgement each game intent gets. */
export type GameAckOf<N extends GameIntentName, View = PlayerView> = N extends 'game:save-answer'
  ? DraftAck
  : GameAck<View>;

/** Sent to everyone in a finished game when someone starts a new lobby from it. */
/** The invitation to Play again's new lobby; `hostUid` is who opened it (absent when a later request repeats it). */
export const playAgainSchema = z.object({
  fromRoomId: z.string(),
  roomId: z.string(),
  hostUid: z.string().max(100).optional(),
});
export type PlayAgain = z.infer<typeof playAgainSchema>;

/** Clock sync: the client measures its offset to the server on connect (NTP-style, round trip halved). */
export const clockPingSchema = z.object({ clientSentAt: z.number() });

/**
 * Everyone's progress in the current round: how many categories each has filled and who is done
 * (never what anyone wrote), and who is done reviewing. Sent to the whole room, instead of a whole view
 * per player, after a change that moved nothing but these (drafts, Done, Done reviewing). The client
 * puts it into its view of the same round; `version` (the room's committed version, as views carry it)
 * orders it among views and other progress.
 */
export const gameProgressSchema = z.object({
  roomId: z.string(),
  version: roomVersionSchema,
  round: z.number(),
  serverNow: z.number(),
  progress: z.array(progressViewSchema),
  reviewDone: z.array(z.string()),
});
export type GameProgress = z.infer<typeof gameProgressSchema>;

export interface GameServerToClientEvents<View = PlayerView> {
  /**
   * This player's own view after every change of the room's game (but see 'game:progress'), with the
   * room's committed version in it. Not to the socket whose intent made the change: its ack said it.
   */
  'game:state': (view: View) => void;
  'game:progress': (progress: GameProgress) => void;
  'game:play-again': (invite: PlayAgain) => void;
}

export type GameClientToServerEvents<View = PlayerView> = {
  [N in GameIntentName]: (payload: GameIntentPayload<N>, ack: (result: GameAckOf<N, View>) => void) => void;
} & {
  'clock:ping': (ping: z.infer<typeof clockPingSchema>, ack: (pong: ClockPong) => void) => void;
};

/** Where results of finished games are read: GET → HistoryResponse for the signed-in registered user. */
export const HISTORY_ROUTE = '/api/history';

/** How many past games HISTORY_ROUTE returns at most, newest first. */
export const HISTORY_LIMIT = 50;
