import {
  AUTH_ROUTES,
  gameCreationSchema,
  guestSignInSchema,
  joinByCodeRequestSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  ROOM_ROUTES,
  signInSchema,
  signUpConfirmSchema,
  signUpSchema,
} from '@npat/protocol';
import fc from 'fast-check';
import type { z } from 'zod';
import { arbitraryOf } from '../generate/zod-arbitrary.ts';
import { PROTOCOL_OVERRIDES } from './socket-events.ts';

/** The body a route expects, by `METHOD path` of the protocol's route constants. */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  [`POST ${AUTH_ROUTES.guest}`]: guestSignInSchema,
  [`POST ${AUTH_ROUTES.signUp}`]: signUpSchema,
  [`POST ${AUTH_ROUTES.signUpConfirm}`]: signUpConfirmSchema,
  [`POST ${AUTH_ROUTES.signIn}`]: signInSchema,
  [`POST ${AUTH_ROUTES.passwordResetRequest}`]: passwordResetRequestSchema,
  [`POST ${AUTH_ROUTES.passwordReset}`]: passwordResetSchema,
  [`PATCH ${AUTH_ROUTES.profile}`]: profileUpdateSchema,
  [`POST ${ROOM_ROUTES.create}`]: gameCreationSchema,
  [`POST ${ROOM_ROUTES.joinByCode}`]: joinByCodeRequestSchema,
};

/** A form's repeated password must match for the form to be valid; the schemas say so in a refinement. */
function withMatchingPassword(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('password' in value)) return value;
  return { ...value, confirmPassword: (value as { password: unknown }).password };
}

const anyJson = fc.jsonValue({ maxDepth: 3 });
const arbitraries = new Map<string, fc.Arbitrary<unknown>>(
  Object.entries(BODY_SCHEMAS).map(([key, schema]) => [
    key,
    arbitraryOf(schema, PROTOCOL_OVERRIDES).map((value) => withMatchingPassword(value)),
  ]),
);

/** The arbitrary of valid bodies of `method path` (any JSON for a route without a body schema). */
export function bodyArbitrary(method: string, path: string): fc.Arbitrary<unknown> {
  return arbitraries.get(`${method} ${path}`) ?? anyJson;
}

/** Whether the route at `method path` has a schema for its body. */
export function hasBodySchema(method: string, path: string): boolean {
  return arbitraries.has(`${method} ${path}`);
}
