import type { z } from 'zod';

/**
 * `value` as received, after checking it against the protocol's schema of its message: every test that
 * plays through the test clients checks what the real server sends (a mismatch fails the test). The
 * server itself never parses what it sends.
 */
export function checked<T>(schema: z.ZodType, value: T): T {
  schema.parse(value);
  return value;
}
