import { AUTH_ERROR_CODES, IDENTITY_ERRORS, VALIDATION, type SignIn, type SignUp } from '@npat/protocol';
import { UserConflictError, type UserRecord, type UserUniqueField } from '../storage/users-repository.ts';
import type { IdentityContext } from './identity-context.ts';
import { IdentityError, identityErrors } from './identity-error.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password-hash.ts';

/**
 * Creates an account. Taken fields are looked up first so the answer can name both when both clash;
 * the unique constraints still decide a race.
 *
 * @throws {IdentityError} 409 email-in-use and/or display-name-in-use
 */
export async function signUp(ctx: IdentityContext, input: SignUp): Promise<UserRecord> {
  const { users } = ctx.repositories;
  const taken = await users.takenFields({ email: input.email, displayName: input.displayName });
  if (taken.length > 0) throw conflict(taken);

  const passwordHash = await hashPassword(input.password);
  try {
    return await users.create({
      email: input.email,
      displayName: input.displayName,
      photoUrl: input.photoURL ?? null,
      isAnonymous: false,
      passwordHash,
    });
  } catch (error) {
    if (error instanceof UserConflictError) throw conflict([error.field]);
    throw error;
  }
}

/**
 * Checks an email and password. An unknown email and a wrong password get the same answer after
 * the same work (one scrypt). Every attempt is counted as a failure before the password is checked
 * (refused while the email must wait), and only a right password takes it back, so parallel guesses
 * cannot slip past the count. The disabled state is revealed only to someone who knows the password.
 *
 * @throws {IdentityError} 401 invalid-credentials, 403 account-disabled, 429 too-many-requests
 */
export async function signIn(ctx: IdentityContext, input: SignIn): Promise<UserRecord> {
  const { limits } = ctx;
  await limits.reserveSignInAttempt(input.email);
  const user = await ctx.repositories.users.findByEmail(input.email);
  const matches =
    user?.passwordHash == null
      ? await verifyAgainstNothing(input.password)
      : await verifyPassword(input.password, user.passwordHash);
  if (user === undefined || !matches) throw identityErrors.invalidCredentials();
  await limits.clearSignInFailures(input.email);
  if (user.disabledAt !== null) throw identityErrors.accountDisabled(403);
  return user;
}

function conflict(fields: readonly UserUniqueField[]): IdentityError {
  const fieldErrors: Record<string, string> = {};
  if (fields.includes('email')) fieldErrors.email = IDENTITY_ERRORS.emailInUse;
  if (fields.includes('displayName')) fieldErrors.displayName = VALIDATION.displayNameInUse;
  const emailTaken = fields.includes('email');
  return new IdentityError(
    409,
    emailTaken ? AUTH_ERROR_CODES.emailInUse : AUTH_ERROR_CODES.displayNameInUse,
    emailTaken ? IDENTITY_ERRORS.emailInUse : VALIDATION.displayNameInUse,
    fieldErrors,
  );
}
