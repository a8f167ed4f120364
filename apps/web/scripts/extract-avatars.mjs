/**
 * Documents how apps/web/public/avatars/*.svg were made; neither the build nor the tests run it.
 * The source set (Microsoft Fluent Emoji, flat style, MIT) is 9 MB, so it is installed outside the repo and
 * only the 18 icons we ship are copied out of it:
 *
 *   mkdir -p /tmp/iconify && cd /tmp/iconify && npm init -y && npm install @iconify-json/fluent-emoji-flat@1.2.6
 *   node apps/web/scripts/extract-avatars.mjs /tmp/iconify/node_modules/@iconify-json/fluent-emoji-flat/icons.json
 *
 * Colour variants swap fill colours of a source icon; every other file is the icon as published.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const iconsJson = process.argv[2];
if (!iconsJson) {
  console.error('usage: node extract-avatars.mjs <path to @iconify-json/fluent-emoji-flat/icons.json>');
  process.exit(1);
}
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'avatars');

// Source colours of Fluent's bear, rabbit-face and raccoon, and what each variant paints them with.
const BEAR = { fur: '#a56953', ears: '#8c5543', muzzle: '#f3ad61' };
const RABBIT = { fur: '#cdc4d6', shade: '#b4acbc', innerEar: '#ff8687', nose: '#ca0b4a' };
const RACCOON = { fur: '#9b9b9b', mask: '#636363', cheeks: '#d3d3d3' };

/** avatar id → source icon, plus an optional map of source colour → new colour. */
const AVATARS = {
  bear: { icon: 'polar-bear' },
  koala: { icon: 'koala' },
  alligator: { icon: 'crocodile' },
  'bear-green': {
    icon: 'bear',
    recolour: { [BEAR.fur]: '#4caf6a', [BEAR.ears]: '#2f8a4f', [BEAR.muzzle]: '#c4ebaa' },
  },
  'bear-purple': {
    icon: 'bear',
    recolour: { [BEAR.fur]: '#9a6fe0', [BEAR.ears]: '#7a4fc4', [BEAR.muzzle]: '#e3d2fb' },
  },
  'bunny-pink': {
    icon: 'rabbit-face',
    recolour: {
      [RABBIT.fur]: '#ffb1cf',
      [RABBIT.shade]: '#f08ab4',
      [RABBIT.innerEar]: '#ffe3ee',
      [RABBIT.nose]: '#d6336c',
    },
  },
  chick: { icon: 'front-facing-baby-chick' },
  chicken: { icon: 'chicken' },
  elephant: { icon: 'elephant' },
  hippo: { icon: 'hippopotamus' },
  lion: { icon: 'lion' },
  panda: { icon: 'panda' },
  rabbit: { icon: 'rabbit' },
  'racoon-green': {
    icon: 'raccoon',
    recolour: { [RACCOON.fur]: '#5fb07c', [RACCOON.mask]: '#2d6e46', [RACCOON.cheeks]: '#cdeed8' },
  },
  'racoon-pink': {
    icon: 'raccoon',
    recolour: { [RACCOON.fur]: '#f291b8', [RACCOON.mask]: '#b3457a', [RACCOON.cheeks]: '#fdd9e8' },
  },
  racoon: { icon: 'raccoon' },
  sheep: { icon: 'ewe' },
  'brown-bear': { icon: 'bear' },
};

const set = JSON.parse(readFileSync(iconsJson, 'utf8'));

function recolour(body, map) {
  // One pass over every hex colour, so a new colour is never itself replaced by a later entry.
  return body.replace(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi, (hex) => map[hex.toLowerCase()] ?? hex);
}

const lines = [];
for (const [id, { icon, recolour: map }] of Object.entries(AVATARS)) {
  const source = set.icons[icon];
  if (!source) throw new Error(`icon ${icon} is not in the set`);
  const width = source.width ?? set.width ?? 16;
  const height = source.height ?? set.height ?? 16;
  const body = map ? recolour(source.body, map) : source.body;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
  writeFileSync(join(outDir, `${id}.svg`), svg);
  lines.push(`| ${id}.svg | ${icon} | ${map ? 'recoloured' : 'as published'} |`);
}

const readme = `# Avatars

The 18 animal avatars are icons from **Fluent Emoji** (flat style) by Microsoft Corporation,
https://github.com/microsoft/fluentui-emoji, MIT licence (see LICENSE.txt in this folder), copied from the npm
package \`@iconify-json/fluent-emoji-flat@1.2.6\` by \`apps/web/scripts/extract-avatars.mjs\`.
Files marked "recoloured" are that icon with its fill colours changed by the script.

| file | Fluent Emoji icon | change |
|---|---|---|
${lines.join('\n')}
`;
writeFileSync(join(outDir, 'README.md'), readme);
console.log(`wrote ${lines.length} avatars to ${outDir}`);
