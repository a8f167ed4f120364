import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

/** Machine-readable codes of HTTP API errors; the `message` beside them is for people. */
export const API_ERROR_CODES = ERROR_CODES.api;

/**
 * Body of every JSON error the HTTP API answers with: `code` and `message`, the same fields a socket
 * refusal has (docs/decisions/020-one-style.md).
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
