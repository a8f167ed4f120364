import {
  clockPingSchema,
  gameCreationSchema,
  gameIntentSchemas,
  guestSignInSchema,
  lobbyIntentSchemas,
  signUpSchema,
} from '@npat/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PROTOCOL_OVERRIDES } from '../targets/socket-events.ts';
import { arbitraryOf } from './zod-arbitrary.ts';

const validShare = (schema: z.ZodType, map: (value: unknown) => unknown = (value) => value) => {
  const values = fc.sample(arbitraryOf(schema, PROTOCOL_OVERRIDES).map(map), { seed: 42, numRuns: 200 });
  return values.filter((value) => schema.safeParse(value).success).length / values.length;
};

describe('arbitraries from zod schemas', () => {
  it('give valid payloads of every socket intent nearly always', () => {
    for (const schema of [
      ...Object.values(lobbyIntentSchemas),
      ...Object.values(gameIntentSchemas),
      clockPingSchema,
    ])
      expect(validShare(schema)).toBeGreaterThan(0.95);
  });

  it('give valid forms most of the time, where a refinement the arbitrary cannot read allows it', () => {
    expect(validShare(guestSignInSchema)).toBeGreaterThan(0.8);
    expect(validShare(gameCreationSchema)).toBeGreaterThan(0.5);
    const matching = (value: unknown) => ({
      ...(value as object),
      confirmPassword: (value as { password: string }).password,
    });
    expect(validShare(signUpSchema, matching)).toBeGreaterThan(0.5);
  });

  it('repeat the same values for the same seed', () => {
    const arbitrary = arbitraryOf(lobbyIntentSchemas['lobby:update-settings'], PROTOCOL_OVERRIDES);
    expect(fc.sample(arbitrary, { seed: 5, numRuns: 20 })).toEqual(
      fc.sample(arbitrary, { seed: 5, numRuns: 20 }),
    );
  });
});
