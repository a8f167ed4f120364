import { describe, expect, it } from 'vitest';
import { readCatalogue, type CatalogueTree } from './catalogue-files.ts';

/** Every message of a catalogue with its dotted key. */
function messages(tree: CatalogueTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : messages(value, path);
  });
}

const NARROW_NO_BREAK_SPACE = '\u202f';
const french = messages(readCatalogue('fr'));

// French typography: a narrow no-break space before : ; ! ? and inside « », so the sign never starts a line.
describe('the French catalogue', () => {
  it('puts a narrow no-break space before every colon, semicolon, exclamation and question mark', () => {
    const wrong = french.filter(([, text]) => /(^|[^\u202f\u00a0])[:;!?](?!\/\/)/.test(text));
    expect(wrong).toEqual([]);
  });

  it('puts a narrow no-break space inside the guillemets', () => {
    const wrong = french.filter(([, text]) => /«(?!\u202f)|(?<!\u202f)»/.test(text));
    expect(wrong).toEqual([]);
  });

  it('has them at all', () => {
    expect(french.some(([, text]) => text.includes(`${NARROW_NO_BREAK_SPACE}:`))).toBe(true);
  });
});
