import { z } from 'zod';

/** Body of `GET /api/health` when the server and its database answer. */
export const healthOkSchema = z.object({
  status: z.literal('ok'),
  /** Version of the running server, from the repository's package.json. */
  version: z.string(),
  /** Which database the server stores its data in. */
  database: z.enum(['sqlite', 'postgres']),
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
