import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseUntrusted } from './parse-untrusted.ts';

/** A "length" that cannot be turned into a number: what made zod's own safeParse throw. */
const POISONED_LENGTH = JSON.parse('{"length":{"toString":1,"valueOf":1}}') as unknown;

describe('parseUntrusted', () => {
  it.each([
    ['a string with a minimum length', z.string().min(3)],
    ['an array with a minimum length', z.array(z.string()).min(1)],
    ['an object holding such a string', z.object({ name: z.string().min(2) })],
  ])('refuses a poisoned length for %s instead of throwing', (_, schema) => {
    const input = schema instanceof z.ZodObject ? { name: POISONED_LENGTH } : POISONED_LENGTH;
    expect(() => schema.safeParse(input)).toThrow(TypeError);
    expect(parseUntrusted(schema, input).success).toBe(false);
  });

  it('gives what safeParse gives for everything else', () => {
    const schema = z.object({ name: z.string().trim().min(2) });
    expect(parseUntrusted(schema, { name: ' Ada ' })).toEqual({ success: true, data: { name: 'Ada' } });
    expect(parseUntrusted(schema, { name: 'A' }).error?.issues[0]?.path).toEqual(['name']);
  });
});
