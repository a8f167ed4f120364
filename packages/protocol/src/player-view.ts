import { z } from 'zod';
import { botLevelSchema } from './bots.ts';
import { gameCategorySchema, roundTableSchema, standingSchema } from './game-results.ts';
import { gameMoveNameSchema } from './game-intents.ts';
import { GAME_ERRORS } from './messages.ts';
import { refereeMarkSchema } from './referee-mark.ts';
import { GAME_PHASES } from './room-phases.ts';
import { roomVersionSchema } from './room-version.ts';
import { viewSettingsSchema } from './settings.ts';

/**
 * Everything one player may see of a game, as the server sends it ('game:state', and the acks of game
 * intents). The engine builds it (`playerView`) typed by these schemas' inferred types (one source), and
 * its tests check that its views, at every phase of random games, parse to themselves.
 */

/** The phases after the lobby. */
export const gamePhaseSchema = z.enum(GAME_PHASES);

const count = z.number().int().nonnegative();

export const playerSummarySchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  photoURL: z.string(),
  isHost: z.boolean(),
  connected: z.boolean(),
  left: z.boolean(),
  /** The bot's level; null for a person (docs/product/rules.md#bots). */
  bot: botLevelSchema.nullable(),
});

/** Someone watching without a seat (docs/product/rules.md#late-join). */
export const spectatorSummarySchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  photoURL: z.string(),
  joinsNextRound: z.boolean(),
});

/** Another player's progress while answering: how much, never what. */
export const progressViewSchema = z.object({ uid: z.string(), filled: count, done: z.boolean() });

/** A STOP in a Fastest Finger round: who, when, and when answering ends for everyone. */
export const stopCallSchema = z.object({
  uid: z.string(),
  at: z.number(),
  deadline: z.number(),
  earnsBonus: z.boolean(),
});

/** What the server decides about an answer before anyone reviews it. */
export const autoMarkSchema = z.enum(['empty', 'wrongLetter', 'ok']);

/** One answer as every player sees it while reviewing. */
export const reviewAnswerViewSchema = z.object({
  uid: z.string(),
  text: z.string(),
  mark: autoMarkSchema,
  challengers: z.array(z.string()),
  challengesNeeded: count,
  rejected: z.boolean(),
  challengedByYou: z.boolean(),
  /** Present players other than the author who vote it creative (the creative bonus house rule). */
  creativeVoters: z.array(z.string()),
  votedCreativeByYou: z.boolean(),
  creativeGranted: z.boolean(),
  /** The referee's mark (docs/referee.md); null for a player's own category, an empty or wrong-letter answer. */
  referee: refereeMarkSchema.nullable(),
  /** The room blurs rude answers and this one has a rude word: shown only when someone taps it. */
  rude: z.boolean(),
});

export const reviewCategoryViewSchema = z.object({
  categoryId: z.string(),
  answers: z.array(reviewAnswerViewSchema),
  /** Duplicate groups (two or more answers) as author uids. */
  groups: z.array(z.array(z.string())),
  /**
   * Group members Split (game:split-answer) may take out, as author uids: answers a join brought in,
   * players' or the review's own (sure near-duplicates); never answers that are the same.
   */
  splittable: z.array(z.string()),
  /** 'Maybe the same' pairs, as author uids. */
  suggestions: z.array(z.tuple([z.string(), z.string()])),
});

/**
 * The big screen's reveal: `shown` answers are out, in the review's order; while `autoSince` is set, one
 * more comes out every REVEAL_STEP_MS after it, by the screen's own clock (nothing to send per step).
 */
export const revealViewSchema = z.object({ shown: count, autoSince: z.number().nullable() });

export const reviewViewSchema = z.object({
  reviewEndsAt: z.number().nullable(),
  done: z.array(z.string()),
  /** The category the host's review shows (game:review-focus); null until the host moves. */
  focus: z.string().nullable(),
  categories: z.array(reviewCategoryViewSchema),
  /** How far the big screen's reveal is (docs/product/rules.md#big-screen); see revealedCount. */
  reveal: revealViewSchema,
});

export const roundViewSchema = z.object({
  number: z.number().int().positive(),
  letter: z.string(),
  categories: z.array(gameCategorySchema),
  startedAt: z.number(),
  answeringStartsAt: z.number(),
  deadline: z.number(),
  stop: stopCallSchema.nullable(),
  /** The viewer's own answers only. */
  yourAnswers: z.array(z.object({ categoryId: z.string(), text: z.string() })),
  progress: z.array(progressViewSchema),
  /** Only while REVIEWING. */
  review: reviewViewSchema.nullable(),
  /** The host drew this round's letter again (once per round). */
  redrawn: z.boolean(),
  /** Letter by vote: the offered letters and the vetoes so far; null in a room without it. */
  letterVote: z
    .object({
      offered: z.array(z.string()),
      vetoCounts: z.array(count),
      voted: z.array(z.string()),
      yourVeto: z.string().nullable(),
      closesAt: z.number().nullable(),
    })
    .nullable(),
});

export const playerViewSchema = z.object({
  you: z.string(),
  roomId: z.string(),
  version: roomVersionSchema,
  serverNow: z.number(),
  phase: gamePhaseSchema,
  phaseEndsAt: z.number().nullable(),
  hostUid: z.string(),
  settings: viewSettingsSchema,
  players: z.array(playerSummarySchema),
  spectators: z.array(spectatorSummarySchema),
  /** The viewer watches without a seat. */
  watching: z.boolean(),
  /** Why the viewer may not ask now for a seat from the next round (a GAME_ERRORS code), or null. */
  lateJoinRefusal: z
    .enum(Object.keys(GAME_ERRORS) as [keyof typeof GAME_ERRORS, ...(keyof typeof GAME_ERRORS)[]])
    .nullable(),
  /** The game intents the viewer may send right now (for buttons; the server still decides on its own). */
  allowed: z.array(gameMoveNameSchema),
  /** Players who joined after the start, with the first round they played. */
  lateJoiners: z.array(z.object({ uid: z.string(), fromRound: z.number().int().positive() })),
  round: roundViewSchema,
  results: z.array(roundTableSchema),
  standings: z.array(standingSchema),
});

export type PlayerSummary = z.infer<typeof playerSummarySchema>;
export type SpectatorSummary = z.infer<typeof spectatorSummarySchema>;
export type ProgressView = z.infer<typeof progressViewSchema>;
export type StopCall = z.infer<typeof stopCallSchema>;
export type AutoMark = z.infer<typeof autoMarkSchema>;
export type ReviewAnswerView = z.infer<typeof reviewAnswerViewSchema>;
export type ReviewCategoryView = z.infer<typeof reviewCategoryViewSchema>;
export type ReviewView = z.infer<typeof reviewViewSchema>;
export type RoundView = z.infer<typeof roundViewSchema>;
export type PlayerView = z.infer<typeof playerViewSchema>;
