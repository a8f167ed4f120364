import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileCatalogue, plainText } from './compile-catalogue.ts';

async function load(locale: string, catalogue: Parameters<typeof compileCatalogue>[1]) {
  // Written beside this file's packages, so the module's import of @messageformat/runtime resolves.
  const dir = mkdtempSync(join(import.meta.dirname, '.compiled-'));
  const file = join(dir, 'catalogue.mjs');
  writeFileSync(file, compileCatalogue(locale, catalogue));
  try {
    return (await import(pathToFileURL(file).href)).default;
  } finally {
    rmSync(dir, { recursive: true });
  }
}

describe('a compiled catalogue', () => {
  it('keeps a message without arguments a string and makes one with arguments a function', async () => {
    const text = await load('en', {
      lobby: { title: 'Lobby', seats: '{count, plural, one {# seat} other {# seats}}' },
    });
    expect(text.lobby.title).toBe('Lobby');
    expect(text.lobby.seats({ count: 1 })).toBe('1 seat');
    expect(text.lobby.seats({ count: 3 })).toBe('3 seats');
  });

  it('follows the language’s plural and ordinal rules', async () => {
    const text = await load('en', {
      place: '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    });
    expect([1, 2, 3, 4, 11, 22].map((place) => text.place({ place }))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '22nd',
    ]);
    const french = await load('fr', { seats: '{count, plural, one {# place} other {# places}}' });
    expect(french.seats({ count: 0 })).toBe('0 place');
  });
});

describe('plainText', () => {
  it('undoes ICU quoting and leaves apostrophes of words alone', () => {
    expect(plainText("It's '{'here'}'")).toBe("It's {here}");
    expect(plainText('Hello {name}')).toBeUndefined();
  });
});
