import { z } from 'zod';

/** Machine-readable codes of HTTP API errors; the `message` beside them is for people. */
export const API_ERROR_CODES = {
  notFound: 'not-found',
  badRequest: 'bad-request',
  /** The body is larger than the server takes (413). */
  tooLarge: 'payload-too-large',
  internal: 'internal-error',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/**
 * Body of every JSON error the HTTP API answers with: `code` and `message`, the same fields a socket
 * refusal has (docs/decisions/020-one-style.md).
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
