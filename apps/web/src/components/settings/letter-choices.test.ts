import { defaultLetters, GAME_LANGUAGES } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { letterChoiceOf, letterPresets, usualLeftOut } from './letter-choices';

describe('letter choices', () => {
  it.each(GAME_LANGUAGES)(
    'names the pool a new room in %s starts with, never as the host’s own pick',
    (language) => {
      expect(letterChoiceOf(defaultLetters(language), language)).not.toBe('custom');
    },
  );

  it('offers the usual pool of its own where it is not the whole alphabet', () => {
    expect(letterPresets('de').map((preset) => preset.choice)).toEqual(['usual', 'all', 'easy']);
    expect(letterChoiceOf(defaultLetters('de'), 'de')).toBe('usual');
    expect(usualLeftOut('de')).toEqual(['Q', 'X', 'Y', 'Ä', 'Ö', 'Ü']);
  });

  it('offers no usual pool in English, where a room starts with all letters', () => {
    expect(letterPresets('en').map((preset) => preset.choice)).toEqual(['all', 'easy']);
    expect(letterChoiceOf(defaultLetters('en'), 'en')).toBe('all');
  });

  it('calls any other pool the host’s own pick', () => {
    expect(letterChoiceOf(['A', 'B', 'C'], 'fr')).toBe('custom');
  });
});
