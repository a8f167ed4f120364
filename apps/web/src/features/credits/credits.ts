/**
 * Where every third-party asset we ship comes from. Keep it in step with apps/web/public/avatars/README.md and
 * with package.json when an asset or font is added.
 */
export type Credit = {
  /** What we use it for: its key under `credits.uses` in the catalogues. */
  use: 'avatars' | 'avatarSource' | 'typeface' | 'icons' | 'refereeData';
  name: string;
  author: string;
  /** A licence's own name (never translated), or a note in the player's language: its key under `credits.licences`. */
  licence: string | { readonly note: 'eachIconSet' };
  href: string;
};

export const CREDITS: readonly Credit[] = [
  {
    use: 'avatars',
    name: 'Fluent Emoji',
    author: 'Microsoft',
    licence: 'MIT License',
    href: 'https://github.com/microsoft/fluentui-emoji',
  },
  {
    use: 'avatarSource',
    name: 'Iconify icon sets',
    author: 'Iconify',
    licence: { note: 'eachIconSet' },
    href: 'https://github.com/iconify/icon-sets',
  },
  {
    use: 'typeface',
    name: 'Nunito',
    author: 'Vernon Adams, Cyreal and Jacques Le Bailly',
    licence: 'SIL Open Font License 1.1',
    href: 'https://github.com/googlefonts/nunito',
  },
  {
    use: 'icons',
    name: 'Lucide',
    author: 'Lucide contributors',
    licence: 'ISC License',
    href: 'https://lucide.dev',
  },
  // The referee's data (docs/referee.md; packages/referee/src/sources.ts names them too).
  {
    use: 'refereeData',
    name: 'Unicode CLDR',
    author: 'Unicode, Inc.',
    licence: 'Unicode License v3',
    href: 'https://cldr.unicode.org',
  },
  {
    use: 'refereeData',
    name: 'GeoNames',
    author: 'GeoNames.org',
    licence: 'CC BY 4.0',
    href: 'https://www.geonames.org',
  },
  {
    use: 'refereeData',
    name: 'Faker',
    author: 'Faker contributors',
    licence: 'MIT License',
    href: 'https://github.com/faker-js/faker',
  },
  {
    use: 'refereeData',
    name: 'List of Dirty, Naughty, Obscene, and Otherwise Bad Words',
    author: 'Shutterstock and contributors',
    licence: 'CC BY 4.0',
    href: 'https://github.com/LDNOOBW/List-of-Dirty-Naughty-Obscene-and-Otherwise-Bad-Words',
  },
];
