import { avatarPath, type AvatarId, type User } from '@npat/protocol';
import { fetchSession, updateProfile } from './identity-api';

/**
 * Saves the character chosen on the home screen as the profile photo, only when it changed
 * (docs/product/identity.md#profile, for Start and for joining). Resolves with the user as the server now
 * knows them, or null when there is no user any more, so callers can tell the player to sign in again.
 */
export async function saveAvatarIfChanged(user: User, avatar: AvatarId): Promise<User | null> {
  const photoURL = avatarPath(avatar);
  // Without a change there is nothing to save, but the caller must still find out whether the user exists.
  return photoURL === user.photoURL ? fetchSession() : updateProfile({ photoURL });
}
