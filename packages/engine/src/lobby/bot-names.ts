import { avatarPath, type AvatarId, type GameLanguage } from '@npat/protocol';

/**
 * The names bots take, in the game language's style, in the order they are given out; and the avatars they
 * wear, one each, so two bots never look alike. Eight per language: a room holds at most its limit less one.
 */
export const BOT_NAMES: Record<GameLanguage, readonly string[]> = {
  en: ['Robin', 'Ada', 'Oliver', 'Maisie', 'Alfie', 'Poppy', 'George', 'Ivy'],
  de: ['Lena', 'Jonas', 'Greta', 'Paul', 'Frieda', 'Emil', 'Mila', 'Anton'],
  fr: ['Camille', 'Léo', 'Manon', 'Hugo', 'Chloé', 'Louis', 'Inès', 'Jules'],
  es: ['Lucía', 'Mateo', 'Carmen', 'Pablo', 'Alba', 'Hugo', 'Marta', 'Diego'],
  it: ['Giulia', 'Marco', 'Chiara', 'Luca', 'Sofia', 'Matteo', 'Elena', 'Pietro'],
  tr: ['Elif', 'Emre', 'Zeynep', 'Mert', 'Ayşe', 'Can', 'Defne', 'Kerem'],
};

const BOT_AVATARS: readonly AvatarId[] = [
  'racoon',
  'panda',
  'lion',
  'koala',
  'hippo',
  'elephant',
  'chick',
  'sheep',
];

/**
 * The name and avatar of the next bot: the first of the language's names nobody at the table carries (a
 * person named Lena keeps hers alone), with the first avatar no other bot wears. Past the list, a number.
 */
export function nextBotLook(
  language: GameLanguage,
  seated: readonly { readonly displayName: string; readonly photoURL: string; readonly bot?: unknown }[],
): { displayName: string; photoURL: string } {
  const names = new Set(seated.map((each) => each.displayName.toLocaleLowerCase()));
  const displayName =
    BOT_NAMES[language].find((name) => !names.has(name.toLocaleLowerCase())) ?? `Bot ${seated.length + 1}`;
  const worn = new Set(seated.filter((each) => each.bot !== undefined).map((each) => each.photoURL));
  const avatar = BOT_AVATARS.find((id) => !worn.has(avatarPath(id))) ?? BOT_AVATARS[0]!;
  return { displayName, photoURL: avatarPath(avatar) };
}
