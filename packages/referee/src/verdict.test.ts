import fc from 'fast-check';
import { startsWithLetter, textRulesFor } from '@npat/engine';
import { describe, expect, it } from 'vitest';
import { LanguageKnowledge, type KnowledgeFile } from './knowledge.ts';
import { judge, type LearnedLookup } from './verdict.ts';

const german: KnowledgeFile = {
  language: 'de',
  categories: {
    countries: { cldr: ['Frankreich', 'Österreich', 'Schweiz'] },
    'capital-cities': { curated: ['Berlin', 'Wien', 'Bern'] },
    city: { geonames: ['München', 'Zürich', 'Köln'] },
    animal: { curated: ['Fuchs', 'Bär'] },
  },
};
const knowledge = new LanguageKnowledge('de', german);
const ask = (category: string, letter: string, answer: string, learned?: LearnedLookup) =>
  judge(knowledge, { language: 'de', category, letter, answer }, learned);

describe('the referee', () => {
  it('knows an answer in its category’s data that starts with the letter, and says where it is from', () => {
    expect(ask('countries', 'F', 'Frankreich')).toEqual({
      verdict: 'known',
      reason: { kind: 'data', category: 'countries', source: 'cldr' },
    });
  });

  it('files entries by the game’s own text rules: case, accents, ß, German digraphs, punctuation', () => {
    for (const typed of ['München', 'Muenchen', 'munchen', 'MÜNCHEN', ' Mün-chen ']) {
      expect(ask('city', 'M', typed).verdict).toBe('known');
    }
    expect(ask('countries', 'O', 'Oesterreich').verdict).toBe('known');
  });

  it('takes a capital as a city, and a country or a city as a place', () => {
    expect(ask('city', 'B', 'Berlin')).toMatchObject({
      verdict: 'known',
      reason: { category: 'capital-cities' },
    });
    expect(ask('place', 'F', 'Frankreich').verdict).toBe('known');
    expect(ask('place', 'K', 'Köln').verdict).toBe('known');
  });

  it('doubts an answer known for another letter or another category', () => {
    expect(ask('countries', 'B', 'Frankreich')).toEqual({
      verdict: 'doubtful',
      reason: { kind: 'other-letter', category: 'countries', source: 'cldr' },
    });
    expect(ask('animal', 'B', 'Berlin')).toEqual({
      verdict: 'doubtful',
      reason: { kind: 'other-category', category: 'capital-cities', source: 'curated' },
    });
  });

  it('does not know a made-up word, an empty answer, or anything in a category it has no data for', () => {
    expect(ask('countries', 'F', 'Flunkerland')).toEqual({ verdict: 'unknown', reason: { kind: 'none' } });
    expect(ask('countries', 'F', ' … ').verdict).toBe('unknown');
    expect(ask('thing', 'B', 'Berlin').verdict).toBe('unknown');
  });

  it('learns what players clearly accepted, and doubts what they clearly struck out', () => {
    const decided: LearnedLookup = (category, key) =>
      category === 'animal' && key === 'fennek'
        ? { accepted: 14, struck: 2 }
        : key === 'flunkerland'
          ? { accepted: 1, struck: 5 }
          : key === 'fuchsbar'
            ? { accepted: 3, struck: 2 }
            : undefined;
    expect(ask('animal', 'F', 'Fennek', decided)).toEqual({
      verdict: 'known',
      reason: { kind: 'players', games: 14 },
    });
    // Accepted under F, but played under another letter it is not known.
    expect(ask('animal', 'B', 'Fennek', decided).verdict).toBe('unknown');
    expect(ask('countries', 'F', 'Flunkerland', decided)).toEqual({
      verdict: 'doubtful',
      reason: { kind: 'struck-out', games: 5 },
    });
    // Three games against two is no clear majority.
    expect(ask('animal', 'F', 'Fuchsbär', decided).verdict).toBe('unknown');
    // Players decide in categories without data too.
    expect(
      ask('thing', 'F', 'Fennek', (category) =>
        category === 'thing' ? { accepted: 3, struck: 0 } : undefined,
      ).verdict,
    ).toBe('known');
  });

  it('never says known for an answer that does not start with the round’s letter', () => {
    const entries = ['Frankreich', 'Österreich', 'Berlin', 'München', 'Fuchs', 'Bär', 'Zürich'];
    fc.assert(
      fc.property(
        fc.constantFrom(...entries),
        fc.constantFrom('A', 'B', 'F', 'M', 'O', 'Z', 'Ä', 'Ö', 'Ü'),
        fc.constantFrom('countries', 'capital-cities', 'city', 'animal', 'place', 'name'),
        (answer, letter, category) => {
          const { verdict } = ask(category, letter, answer);
          if (!startsWithLetter(answer, letter, textRulesFor('de'))) expect(verdict).not.toBe('known');
        },
      ),
    );
  });

  it('never says known for text the data does not hold', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom('F', 'B', 'M'),
        (answer, letter) => {
          const inData = Object.values(german.categories).some((sources) =>
            Object.values(sources ?? {}).some((list) =>
              list.some((entry) => entry.toLowerCase() === answer.trim().toLowerCase()),
            ),
          );
          fc.pre(!inData);
          expect(ask('countries', letter, answer).verdict).not.toBe('known');
        },
      ),
    );
  });
});
