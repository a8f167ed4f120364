import { AVATAR_IDS, avatarIdFromPath, type AvatarId, type User } from '@npat/protocol';
import { useState } from 'react';

/**
 * The character chosen on the home screen: one choice for both tabs, so switching tabs keeps the animal.
 * Whoever signs in brings their own photo (docs/product/identity.md#profile), so it is preselected whenever
 * the user changes. `justSignedIn` tells whether the user appeared while this screen was open (not when it
 * opened signed in).
 */
export function useAvatarChoice(user: User | null) {
  const [avatar, setAvatar] = useState<AvatarId>(() => avatarIdFromPath(user?.photoURL) ?? AVATAR_IDS[0]);
  const [owner, setOwner] = useState(user?.uid);
  const [justSignedIn, setJustSignedIn] = useState(false);
  // Adjusted while rendering (React's pattern for state derived from a changed prop), so the welcome panel
  // never renders with the previous player's animal.
  if (owner !== user?.uid) {
    setOwner(user?.uid);
    setJustSignedIn(owner === undefined);
    const fromPhoto = avatarIdFromPath(user?.photoURL);
    if (fromPhoto) setAvatar(fromPhoto);
  }
  return { avatar, setAvatar, justSignedIn };
}
