import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sessionResponseSchema, userResponseSchema } from './auth-api.ts';
import { sessionResponseCheck, userResponseCheck } from './user-check.ts';

// Values near the rule's edges: each field right, wrong or missing, plus anything at all.
const field = fc.oneof(fc.string(), fc.constant(null), fc.boolean(), fc.integer(), fc.constant(undefined));
const userLike = fc.record(
  {
    uid: field,
    displayName: field,
    email: field,
    photoURL: field,
    isAnonymous: field,
    locale: fc.oneof(field, fc.constantFrom('en', 'de', 'tr', 'xx', 'DE')),
    extra: fc.string(),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.record({ user: fc.oneof(userLike, fc.constant(null), fc.anything()) }),
  fc.anything(),
);

function sameVerdict(
  check: { safeParse(value: unknown): { success: boolean; data?: unknown } },
  schema: { safeParse(value: unknown): { success: boolean; data?: unknown } },
  value: unknown,
) {
  const ours = check.safeParse(value);
  const zods = schema.safeParse(value);
  expect(ours.success).toBe(zods.success);
  if (zods.success) expect(ours.data).toEqual(zods.data);
}

describe('the response checks of the first screen', () => {
  it('accept and shape exactly what userResponseSchema accepts', () => {
    fc.assert(
      fc.property(body, (value) => sameVerdict(userResponseCheck, userResponseSchema, value)),
      {
        numRuns: 2000,
      },
    );
  });

  it('accept and shape exactly what sessionResponseSchema accepts', () => {
    fc.assert(
      fc.property(body, (value) => sameVerdict(sessionResponseCheck, sessionResponseSchema, value)),
      { numRuns: 2000 },
    );
  });

  it('take a real signed-in user, with the language they chose, and drop keys the schema does not know', () => {
    const user = {
      uid: 'u1',
      displayName: 'Ann',
      email: null,
      photoURL: '/avatars/fox.svg',
      isAnonymous: true,
    };
    expect(userResponseCheck.safeParse({ user: { ...user, secret: 1 } })).toEqual({
      success: true,
      data: { user },
    });
    expect(userResponseCheck.safeParse({ user: { ...user, locale: 'de' } })).toEqual({
      success: true,
      data: { user: { ...user, locale: 'de' } },
    });
    expect(sessionResponseCheck.safeParse({ user: null })).toEqual({ success: true, data: { user: null } });
    expect(sessionResponseCheck.safeParse({})).toEqual({ success: false });
  });

  it('keep a user whose language this client does not know, without that language', () => {
    const user = { uid: 'u1', displayName: 'Ann', email: null, photoURL: null, isAnonymous: false };
    for (const check of [userResponseCheck, userResponseSchema]) {
      expect(check.safeParse({ user: { ...user, locale: 'tlh' } })).toEqual({
        success: true,
        data: { user },
      });
    }
  });
});
