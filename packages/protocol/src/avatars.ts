/**
 * The 18 animal avatars of docs/product/identity.md#avatars, in the order the character picker cycles through
 * them. A user's photoURL is the public path of one of these files.
 */
export const AVATAR_IDS = [
  'bear',
  'koala',
  'alligator',
  'bear-green',
  'bear-purple',
  'bunny-pink',
  'chick',
  'chicken',
  'elephant',
  'hippo',
  'lion',
  'panda',
  'rabbit',
  'racoon-green',
  'racoon-pink',
  'racoon',
  'sheep',
  'brown-bear',
] as const;

export type AvatarId = (typeof AVATAR_IDS)[number];

/** Public path of an avatar's image, served by the web app. */
export function avatarPath(id: AvatarId): string {
  return `/avatars/${id}.svg`;
}

/** The avatar a stored photo path points at, or undefined when it is not one of ours. */
export function avatarIdFromPath(path: string | null | undefined): AvatarId | undefined {
  const match = /^\/avatars\/([a-z-]+)\.svg$/.exec(path ?? '');
  return AVATAR_IDS.find((id) => id === match?.[1]);
}
