import { describe, expect, it } from 'vitest';
import { readCatalogue, type CatalogueTree } from './catalogue-files.ts';

// docs/decisions/062-joining-first-and-names-per-language.md: the game goes by the name its players know it
// by in their language; English keeps the product's own.
const GAME_NAMES = {
  en: 'Name Place Animal Thing',
  de: 'Stadt Land Fluss',
  es: 'Tutti Frutti',
  fr: 'Petit Bac',
  it: 'Nomi Cose Città',
  tr: 'İsim Şehir Hayvan',
} as const;

function message(tree: CatalogueTree, path: string): string {
  const value = path.split('.').reduce<CatalogueTree | string>((node, key) => {
    if (typeof node === 'string') throw new Error(`${path} ends early`);
    return node[key]!;
  }, tree);
  if (typeof value !== 'string') throw new Error(`${path} is no message`);
  return value;
}

describe('the game name per language', () => {
  it.each(Object.entries(GAME_NAMES))(
    'is %s: %s, in the title, the home link and the share text',
    (locale, name) => {
      const catalogue = readCatalogue(locale);
      expect(message(catalogue, 'app.appName')).toBe(name);
      expect(message(catalogue, 'app.homeLink')).toContain(name);
      expect(message(catalogue, 'lobby.invite.shareText')).toContain(name);
    },
  );

  it('is the English name nowhere else but in English', () => {
    for (const locale of Object.keys(GAME_NAMES).filter((code) => code !== 'en')) {
      expect(JSON.stringify(readCatalogue(locale))).not.toContain('Name Place Animal Thing');
    }
  });
});
