import { z } from 'zod';

/**
 * `schema.safeParse(value)` for what a client sent, which never throws. zod's length checks compare
 * `value.length` even after the type check failed, so a payload such as
 * `{"length":{"toString":1,"valueOf":1}}` made safeParse throw a TypeError instead of returning a
 * failure: an unhandled rejection on a socket, a 500 over HTTP. Any throw is a failure here.
 */
export function parseUntrusted<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.ZodSafeParseResult<z.output<Schema>> {
  try {
    return schema.safeParse(value);
  } catch {
    return {
      success: false,
      error: new z.ZodError([
        { code: 'custom', message: 'Invalid input', path: [], input: value },
      ]) as z.ZodError<z.output<Schema>>,
    };
  }
}
