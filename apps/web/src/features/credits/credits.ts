/**
 * Where every third-party asset we ship comes from. Keep it in step with apps/web/public/avatars/README.md and
 * with package.json when an asset or font is added.
 */
export type Credit = {
  /** What we use it for. */
  use: string;
  name: string;
  author: string;
  licence: string;
  href: string;
};

export const CREDITS: readonly Credit[] = [
  {
    use: 'Animal avatars, including their recoloured variants',
    name: 'Fluent Emoji',
    author: 'Microsoft',
    licence: 'MIT License',
    href: 'https://github.com/microsoft/fluentui-emoji',
  },
  {
    use: 'The packaging we copied the avatar images from',
    name: 'Iconify icon sets',
    author: 'Iconify',
    licence: 'each icon keeps its set’s licence',
    href: 'https://github.com/iconify/icon-sets',
  },
  {
    use: 'The typeface',
    name: 'Nunito',
    author: 'Vernon Adams, Cyreal and Jacques Le Bailly',
    licence: 'SIL Open Font License 1.1',
    href: 'https://github.com/googlefonts/nunito',
  },
  {
    use: 'Interface icons',
    name: 'Lucide',
    author: 'Lucide contributors',
    licence: 'ISC License',
    href: 'https://lucide.dev',
  },
];
