import { z } from 'zod';

/**
 * The game's intents on the wire, one schema each: what a browser may send in a game. The engine's table of
 * intents (packages/engine/src/game/intents/game-moves.ts) takes each schema from here, so an intent's payload
 * is written once; the protocol cannot import the engine.
 */
const roomRef = { roomId: z.string().min(1).max(100) };
const categoryId = z.string().min(1).max(100);
const uid = z.string().min(1).max(100);

export const gameIntentSchemas = {
  /**
   * Subscribe to the room's game and get the full current view (every (re)connect); someone without a seat
   * watches it as a spectator.
   */
  'game:join': z.object(roomRef),
  /** A draft while typing (debounced by the client); the engine caps the text. */
  'game:save-answer': z.object({ ...roomRef, categoryId, text: z.string().max(200) }),
  'game:done': z.object(roomRef),
  'game:stop': z.object(roomRef),
  'game:challenge': z.object({ ...roomRef, authorUid: uid, categoryId }),
  'game:withdraw-challenge': z.object({ ...roomRef, authorUid: uid, categoryId }),
  /** The creative bonus house rule: vote another player's answer creative (`creative`), or take it back. */
  'game:vote-creative': z.object({ ...roomRef, authorUid: uid, categoryId, creative: z.boolean() }),
  'game:join-answers': z.object({ ...roomRef, categoryId, uids: z.tuple([uid, uid]) }),
  'game:split-answer': z.object({ ...roomRef, categoryId, uid }),
  'game:review-done': z.object(roomRef),
  /** The host only: the category the host's review shows, for the players who follow it. */
  'game:review-focus': z.object({ ...roomRef, categoryId }),
  /**
   * The host only, with a big screen (docs/product/rules.md#big-screen): reveal the next answer (`next`), or
   * let the screen reveal them by itself (`auto`) until the host presses Next again.
   */
  'game:reveal': z.object({ ...roomRef, pace: z.enum(['next', 'auto']) }),
  'game:continue': z.object(roomRef),
  'game:next-round': z.object(roomRef),
  'game:leave': z.object(roomRef),
  'game:leave-results': z.object(roomRef),
  /** The host only: the final results now, over the rounds played. */
  'game:end': z.object(roomRef),
  /** The host only: another player still in the game becomes host. */
  'game:make-host': z.object({ ...roomRef, uid }),
  /** The host only, at a round's intro, once per round: another letter. */
  'game:redraw-letter': z.object(roomRef),
  /** The host only, between rounds: the round time and end mode of the rounds to come (checked by the engine). */
  'game:round-settings': z.object({ ...roomRef, roundTime: z.number(), endMode: z.string().max(40) }),
  /** Letter by vote: the sender vetoes one of the round's offered letters (another veto replaces it). */
  'game:veto-letter': z.object({ ...roomRef, letter: z.string().min(1).max(4) }),
  /** A spectator asks for a seat from the next round (`join`), or takes it back. */
  'game:join-next-round': z.object({ ...roomRef, join: z.boolean() }),
  /** From FINAL_RESULTS: a new lobby with the same settings; the others are invited to follow. */
  'game:play-again': z.object(roomRef),
} as const;

export type GameIntentName = keyof typeof gameIntentSchemas;
export type GameIntentPayload<N extends GameIntentName> = z.infer<(typeof gameIntentSchemas)[N]>;

/** Intents the server handles itself, outside the engine's table: joining (and watching) a game, Play again. */
export const SERVER_GAME_INTENTS = ['game:join', 'game:play-again'] as const;

/** A wire intent the engine decides: a move of its table, and what a view's `allowed` lists. */
export type GameMoveName = Exclude<GameIntentName, (typeof SERVER_GAME_INTENTS)[number]>;

const moveNames = Object.keys(gameIntentSchemas).filter(
  (name): name is GameMoveName => !(SERVER_GAME_INTENTS as readonly string[]).includes(name),
);

export const gameMoveNameSchema = z.enum(moveNames as [GameMoveName, ...GameMoveName[]]);
