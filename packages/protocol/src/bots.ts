import { z } from 'zod';

/**
 * How well a bot plays (docs/product/rules.md#bots): how many categories it fills, how rare its answers are
 * and how soon it is done. A seat with a level is a bot; a person's seat has none.
 */
export const BOT_LEVELS = ['easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
export const botLevelSchema = z.enum(BOT_LEVELS);

/** Every bot's uid starts so; no account's uid does (they are UUIDs), so a uid alone says it is a bot. */
export const BOT_UID_PREFIX = 'bot:';

/** Whether `uid` is a bot's. */
export function isBotUid(uid: string): boolean {
  return uid.startsWith(BOT_UID_PREFIX);
}
