/**
 * Documents how the app icons in apps/web/public/ (web app manifest and apple-touch-icon) were made from
 * src/assets/logo.svg; neither the build nor the tests run it. Run it again after changing the logo:
 *
 *   node apps/web/scripts/render-icons.mjs
 *
 * It draws each icon in headless Chromium (playwright-core, found via CHROMIUM or /usr/bin/chromium).
 * Maskable and Apple icons get the page's sun colour behind the logo, since launchers crop them to any shape
 * (the logo stays inside the safe circle) and iOS fills transparency with black.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const logo = readFileSync(join(webRoot, 'src/assets/logo.svg'), 'utf8');
/** --color-sun-1 of src/app/theme.css, the app's background. */
const SUN = '#fff4d6';

const ICONS = [
  { file: 'pwa-192x192.png', size: 192, logoShare: 1, background: 'transparent' },
  { file: 'pwa-512x512.png', size: 512, logoShare: 1, background: 'transparent' },
  { file: 'maskable-icon-512x512.png', size: 512, logoShare: 0.62, background: SUN },
  { file: 'apple-touch-icon-180x180.png', size: 180, logoShare: 0.78, background: SUN },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const { file, size, logoShare, background } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const logoSize = Math.round(size * logoShare);
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        logo.replace('width="48" height="48"', `width="${logoSize}" height="${logoSize}"`) +
        '</body></html>',
    );
    await page.screenshot({
      path: join(webRoot, 'public', file),
      omitBackground: background === 'transparent',
    });
    await page.close();
  }
} finally {
  await browser.close();
}
