import type { GuestSignIn } from '@npat/protocol';
import { UserConflictError, type UserRecord } from '../storage/users-repository.ts';
import type { IdentityContext } from './identity-context.ts';
import { identityErrors } from './identity-error.ts';

/**
 * Creates a guest: an anonymous user named by the nickname. The users table's unique key on the
 * folded display name decides a clash, so two guests asking for one nickname at the same moment
 * cannot both get it.
 *
 * @throws {IdentityError} 409 nickname-in-use when any user (guest or account) has that name
 */
export async function createGuest(ctx: IdentityContext, input: GuestSignIn): Promise<UserRecord> {
  try {
    return await ctx.repositories.users.create({
      displayName: input.nickname,
      photoUrl: input.photoURL,
      isAnonymous: true,
    });
  } catch (error) {
    if (error instanceof UserConflictError) throw identityErrors.nicknameInUse();
    throw error;
  }
}
