import { describe, expect, it } from 'vitest';
import { refereeKey } from '../src/referee-key.ts';
import { checkLines, type LearnedPair } from './check-lines.ts';

const line = (language: string, letter: string, answer: string, category = 'animal') =>
  JSON.stringify({ language, category, letter, answer });

describe('checkLines', () => {
  it('asks each language once, with every pair of its lines, and judges by what it answers', async () => {
    const asked: [string, readonly LearnedPair[]][] = [];
    const answers = await checkLines(
      [
        line('de', 'Z', 'Zorglubet'),
        line('de', 'Z', 'zorglubet'),
        line('de', 'Z', '?!'),
        line('fr', 'Z', 'Zorglubet'),
        'not json',
      ],
      async (language, pairs) => {
        asked.push([language, pairs]);
        return (category, key) =>
          language === 'de' && category === 'animal' && key === refereeKey('Zorglubet', 'de')
            ? { accepted: 3, struck: 0 }
            : undefined;
      },
    );

    expect(answers).toEqual([
      { verdict: 'known', reason: { kind: 'players', games: 3 } },
      { verdict: 'known', reason: { kind: 'players', games: 3 } },
      { verdict: 'unknown', reason: { kind: 'none' } },
      { verdict: 'unknown', reason: { kind: 'none' } },
      { error: 'not JSON' },
    ]);
    expect(asked).toEqual([
      ['de', [{ category: 'animal', key: refereeKey('Zorglubet', 'de') }]],
      ['fr', [{ category: 'animal', key: refereeKey('Zorglubet', 'fr') }]],
    ]);
  });

  it('judges by the data alone without a learned source', async () => {
    expect(await checkLines([line('de', 'Z', 'Zorglubet')])).toEqual([
      { verdict: 'unknown', reason: { kind: 'none' } },
    ]);
  });
});
