import { z } from 'zod';

/** Body of `GET /api/health` when the server and its database answer. */
export const healthOkSchema = z.object({
  status: z.literal('ok'),
  /** Version of the running server, from the repository's package.json. */
  version: z.string(),
  /** Which database the server stores its data in. */
  database: z.enum(['sqlite', 'postgres']),
  /**
   * Whether this node takes new rooms and new players now; false while it is overloaded, when games
   * already running still go on (docs/decisions/034-overload-gate.md). A load balancer steers newcomers
   * by it; the status stays 200, since the node still serves its games.
   */
  acceptsNewRooms: z.boolean(),
  /** Room creations, game starts and Play agains this node refused as full since it started. */
  refusedStarts: z.number().int().nonnegative(),
  /** New players (a join, a join by code, a spectator's request to play) refused as full since it started. */
  refusedJoins: z.number().int().nonnegative(),
  /** Rooms whose bots this node plays now (docs/product/rules.md#bots). */
  botRooms: z.number().int().nonnegative(),
  /** Intents this node's bots sent since it started, refused ones included: the bench divides its CPU by it. */
  botIntents: z.number().int().nonnegative(),
});

/** Body of `GET /api/health` (status 503) when the database cannot be reached. */
export const healthErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
});

/** Every body `GET /api/health` can answer with, told apart by `status`. */
export const healthResponseSchema = z.discriminatedUnion('status', [healthOkSchema, healthErrorSchema]);

export type HealthOk = z.infer<typeof healthOkSchema>;
export type HealthError = z.infer<typeof healthErrorSchema>;
export type HealthResponse = z.infer<typeof healthResponseSchema>;
