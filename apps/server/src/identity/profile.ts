import type { ProfileUpdate, User } from '@npat/protocol';
import { UserConflictError, type UserPatch } from '../storage/users-repository.ts';
import type { IdentityContext } from './identity-context.ts';
import { identityErrors } from './identity-error.ts';
import { toUser } from './sessions.ts';

/**
 * Changes the signed-in user's display name, photo and/or interface language. Only fields that differ are
 * written, so joining a room with an unchanged avatar costs no write.
 *
 * Guests keep a language too: the row is theirs for as long as their session and goes with it, and the app
 * can then save a choice without asking who is signed in.
 *
 * @throws {IdentityError} 409 display-name-in-use; 401 session-expired if the user vanished meanwhile
 */
export async function updateProfile(ctx: IdentityContext, user: User, patch: ProfileUpdate): Promise<User> {
  const changes: { -readonly [K in keyof UserPatch]: UserPatch[K] } = {};
  if (patch.displayName !== undefined && patch.displayName !== user.displayName)
    changes.displayName = patch.displayName;
  if (patch.photoURL !== undefined && patch.photoURL !== user.photoURL) changes.photoUrl = patch.photoURL;
  if (patch.locale !== undefined && patch.locale !== user.locale) changes.locale = patch.locale;
  if (Object.keys(changes).length === 0) return user;

  try {
    const updated = await ctx.repositories.users.update(user.uid, changes);
    if (updated === undefined) throw identityErrors.sessionExpired();
    return toUser(updated);
  } catch (error) {
    if (error instanceof UserConflictError) throw identityErrors.displayNameInUse();
    throw error;
  }
}
