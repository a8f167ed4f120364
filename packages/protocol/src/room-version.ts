import { z } from 'zod';

/**
 * The version of the room a message was built from. The room's stored row counts up by one with every
 * committed change (drafts included), whichever node made it, and never goes back; a lobby, a game and
 * Play again's next lobby each keep their room id, so one room id is one stream of versions. Across nodes
 * two messages can arrive in another order than they were committed: a client keeps what it holds when a
 * message's version is not newer.
 */
export const roomVersionSchema = z.number().int().positive();

export type RoomVersion = z.infer<typeof roomVersionSchema>;
