import type { SignIn } from '@npat/protocol';
import type { UserRecord } from '../storage/users-repository.ts';
import type { IdentityContext } from './identity-context.ts';
import { identityErrors } from './identity-error.ts';
import { verifyAgainstNothing, verifyPassword } from './password-hash.ts';

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
