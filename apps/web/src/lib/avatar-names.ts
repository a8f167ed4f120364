import type { AvatarId } from '@npat/protocol';

/** What each avatar shows, for alt text and the picker's caption (bear.svg is the polar bear, see its README). */
export const AVATAR_NAMES: Record<AvatarId, string> = {
  bear: 'Polar bear',
  koala: 'Koala',
  alligator: 'Alligator',
  'bear-green': 'Green bear',
  'bear-purple': 'Purple bear',
  'bunny-pink': 'Pink bunny',
  chick: 'Chick',
  chicken: 'Chicken',
  elephant: 'Elephant',
  hippo: 'Hippo',
  lion: 'Lion',
  panda: 'Panda',
  rabbit: 'Rabbit',
  'racoon-green': 'Green raccoon',
  'racoon-pink': 'Pink raccoon',
  racoon: 'Raccoon',
  sheep: 'Sheep',
  'brown-bear': 'Brown bear',
};
