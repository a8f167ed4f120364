import { alphabetOf, defaultLetters, easyLetters, type GameLanguage } from '@npat/protocol';

/**
 * The named letter pools of the letters field: the game language's usual pool (the one a room starts with,
 * where it is not the whole alphabet), all letters, no hard letters; anything else is the host's own pick.
 */
export type LetterChoice = 'usual' | 'all' | 'easy' | 'custom';

export type LetterPreset = { choice: Exclude<LetterChoice, 'custom'>; letters: readonly string[] };

const same = (first: readonly string[], second: readonly string[]) => first.join() === second.join();

/** The named pools offered for `language`, each once: the usual one only where it is a pool of its own. */
export function letterPresets(language: GameLanguage): LetterPreset[] {
  const presets: LetterPreset[] = [
    { choice: 'all', letters: alphabetOf(language) },
    { choice: 'easy', letters: easyLetters(language) },
  ];
  const usual = defaultLetters(language);
  if (presets.some((preset) => same(preset.letters, usual))) return presets;
  return [{ choice: 'usual', letters: usual }, ...presets];
}

/** Which named pool `letters` is, or 'custom'. */
export function letterChoiceOf(letters: readonly string[], language: GameLanguage): LetterChoice {
  return letterPresets(language).find((preset) => same(preset.letters, letters))?.choice ?? 'custom';
}

/** The usual pool's letters that are left out of the alphabet, for its description. */
export function usualLeftOut(language: GameLanguage): string[] {
  const usual = defaultLetters(language);
  return alphabetOf(language).filter((letter) => !usual.includes(letter));
}
