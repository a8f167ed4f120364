import { parseUntrusted } from '@npat/protocol';
import type { z } from 'zod';
import { identityErrors } from './identity-error.ts';

/**
 * Validates a request body with a protocol schema and returns the parsed (trimmed, lower-cased …)
 * value. On failure throws a 400 `validation-failed` whose `fieldErrors` holds the first message of
 * each field, in the schema's order, and whose `message` is the first of them all.
 */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = parseUntrusted(schema, body ?? {});
  if (result.success) return result.data;

  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  const message = result.error.issues[0]?.message ?? 'The request was not understood.';
  throw identityErrors.validation(message, fieldErrors);
}
