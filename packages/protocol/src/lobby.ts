import { z } from 'zod';
import { botLevelSchema } from './bots.ts';
import { codesOf, ERROR_CODES } from './error-codes.ts';
import { invalid } from './validation-words.ts';
import { roomVersionSchema } from './room-version.ts';
import { ROOM_PHASES } from './room-phases.ts';
import { roomSettingsSchema } from './settings.ts';

/**
 * Letters and digits of a join code (docs/product/rules.md#joining-a-room): no 0/O or 1/I, so a code read
 * off a screen is unambiguous. L is in: the 32 characters make every code equally likely from 5 random
 * bits each.
 */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 6;

const JOIN_CODE_PATTERN = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/** A join code as typed: surrounding space and case do not matter ('  g2f3xa ' → 'G2F3XA'). */
export const joinCodeSchema = z
  .string(invalid('gameCodeInvalid'))
  .trim()
  .toUpperCase()
  .regex(JOIN_CODE_PATTERN, invalid('gameCodeInvalid'));

export type JoinCode = z.infer<typeof joinCodeSchema>;

export const roomPhaseSchema = z.enum(ROOM_PHASES);

/**
 * Why a lobby action was refused. The server sends the code with the message, so the web app can act on
 * it: `game-started` and `room-closed` send the player home as the room guard would, `removed` tells a
 * kicked player why they are back home.
 */
export const LOBBY_ERROR_CODES = ERROR_CODES.lobby;

/** A refused lobby action; `field` names the form field the message belongs under, if any. */
export const lobbyErrorSchema = z.object({
  code: z.enum(codesOf('lobby')),
  message: z.string(),
  field: z.string().optional(),
  /** With `server-full`: how long to wait before trying again. */
  retryAfterSeconds: z.number().int().positive().optional(),
});

export type LobbyError = z.infer<typeof lobbyErrorSchema>;

/**
 * One occupied slot as every player sees it (docs/product/rules.md#lobby, plus the away mark of
 * docs/product/rules.md#presence).
 */
export const lobbySlotViewSchema = z.object({
  slotNr: z.number().int().positive(),
  uid: z.string(),
  displayName: z.string(),
  photoURL: z.string(),
  isHost: z.boolean(),
  isReady: z.boolean(),
  isAway: z.boolean(),
  /** The bot's level; null for a person (docs/product/rules.md#bots). */
  bot: botLevelSchema.nullable(),
});

export type LobbySlotView = z.infer<typeof lobbySlotViewSchema>;

/**
 * A player's own category as everyone sees it. `id` is '{ownerUid}/category1' or '…/category2' (the field
 * names the product has always used), so it never equals a default category's id; `addedAt` is epoch ms of
 * the server's clock.
 */
export const customCategoryViewSchema = z.object({
  id: z.string(),
  ownerUid: z.string(),
  title: z.string(),
  addedAt: z.number(),
});

export type CustomCategoryView = z.infer<typeof customCategoryViewSchema>;

/**
 * The lobby as the web app renders it: the same for every player, since nothing in the lobby is secret.
 * `slots` holds the occupied slots in slot order; `categories.custom` is sorted by addedAt
 * (docs/product/rules.md#own-categories). `version` is the room's committed version it shows: a client keeps
 * a newer one it holds.
 */
export const lobbyViewSchema = z.object({
  roomId: z.string(),
  version: roomVersionSchema,
  joinCode: z.string(),
  phase: roomPhaseSchema,
  maxPlayers: z.number().int(),
  /** The host locked the room: nobody new can join. */
  locked: z.boolean(),
  settings: roomSettingsSchema,
  slots: z.array(lobbySlotViewSchema),
  categories: z.object({
    defaults: z.array(z.object({ id: z.string(), title: z.string() })),
    custom: z.array(customCategoryViewSchema),
  }),
});

export type LobbyView = z.infer<typeof lobbyViewSchema>;
