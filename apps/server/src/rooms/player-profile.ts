import type { PlayerProfile } from '@npat/engine';
import { avatarPath, type User } from '@npat/protocol';
import type { UsersRepository } from '../storage/users-repository.ts';

/**
 * The avatar of a slot whose user has none. The web saves an avatar before a player reaches a room
 * (docs/product/identity.md#profile), so this covers only an account that skipped it; a slot must show some
 * picture.
 */
export const FALLBACK_AVATAR = avatarPath('bear');

/** A user as a lobby slot shows them. */
export function playerProfile(user: Pick<User, 'uid' | 'displayName' | 'photoURL'>): PlayerProfile {
  return { uid: user.uid, displayName: user.displayName, photoURL: user.photoURL ?? FALLBACK_AVATAR };
}

/**
 * The user's profile as stored now. A socket's user is a copy from its handshake, and the player may
 * have changed their avatar since (the web saves it before joining), so a join reads it afresh.
 */
export async function currentProfile(
  users: UsersRepository,
  uid: string,
): Promise<PlayerProfile | undefined> {
  const record = await users.findById(uid);
  return (
    record && playerProfile({ uid: record.id, displayName: record.displayName, photoURL: record.photoUrl })
  );
}
