import { z } from 'zod';

/** Machine-readable codes of HTTP API errors; the `message` beside them is for people. */
export const API_ERROR_CODES = {
  notFound: 'not_found',
  badRequest: 'bad_request',
  internal: 'internal_error',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/** Body of every JSON error the HTTP API answers with. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
