import { z } from 'zod';
import { lobbyErrorSchema, lobbyViewSchema, roomPhaseSchema } from './lobby.ts';
import { botLevelSchema } from './bots.ts';
import { roomSettingsSchema } from './settings.ts';

export const createRoomResponseSchema = z.object({ roomId: z.string(), joinCode: z.string() });
export const joinByCodeRequestSchema = z.object({ code: z.string() });
export const joinByCodeResponseSchema = z.object({ roomId: z.string() });

/** What the room guard needs: the room's phase and whether the signed-in user holds a slot in it. */
export const roomAccessSchema = z.object({
  roomId: z.string(),
  phase: roomPhaseSchema,
  inSlot: z.boolean(),
  /** Without a seat, the user may watch the running game (docs/product/rules.md#late-join). */
  canWatch: z.boolean(),
});

export type CreateRoomResponse = z.infer<typeof createRoomResponseSchema>;
export type RoomAccess = z.infer<typeof roomAccessSchema>;

/** Payloads of the lobby intents; every one names its room. */
const roomRef = { roomId: z.string().min(1).max(100) };
export const lobbyIntentSchemas = {
  'lobby:join': z.object(roomRef),
  'lobby:submit-categories': z.object({ ...roomRef, category1: z.string(), category2: z.string() }),
  'lobby:edit-categories': z.object(roomRef),
  'lobby:update-settings': z.object({ ...roomRef, settings: roomSettingsSchema }),
  'lobby:kick': z.object({ ...roomRef, targetUid: z.string().min(1).max(100) }),
  /** The host only: another player in the lobby becomes host. */
  'lobby:make-host': z.object({ ...roomRef, targetUid: z.string().min(1).max(100) }),
  /** The host only: nobody new may join while locked. */
  'lobby:lock': z.object({ ...roomRef, locked: z.boolean() }),
  /** The host only: a bot of this level takes the first free seat (docs/product/rules.md#bots). */
  'lobby:add-bot': z.object({ ...roomRef, level: botLevelSchema }),
  /** The host only: the bot leaves its seat. */
  'lobby:remove-bot': z.object({ ...roomRef, botUid: z.string().min(1).max(100) }),
  'lobby:leave': z.object(roomRef),
  'lobby:start': z.object(roomRef),
} as const;

export type LobbyIntentName = keyof typeof lobbyIntentSchemas;
export type LobbyIntentPayload<N extends LobbyIntentName> = z.infer<(typeof lobbyIntentSchemas)[N]>;

/** Every lobby intent is acknowledged once it is committed (or refused, with nothing changed). */
export const lobbyAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), view: lobbyViewSchema }),
  z.object({ ok: z.literal(false), error: lobbyErrorSchema }),
]);

export type LobbyAck = z.infer<typeof lobbyAckSchema>;

/** Sent to the player the host removed, on each of their sockets, before they are sent home. */
export const lobbyKickedSchema = z.object({ roomId: z.string() });
export type LobbyKicked = z.infer<typeof lobbyKickedSchema>;
