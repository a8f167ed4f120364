import { expect, test, type Page } from '@playwright/test';
import { captureScreen } from './support/screens';

// Every other spec blocks service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: 'allow' });

const homeHeading = (page: Page) => page.getByRole('heading', { name: 'Choose a character and a nickname' });

/** Opens home and waits until the service worker has installed and controls the page. */
async function openHomeUnderServiceWorker(page: Page): Promise<void> {
  await page.goto('/');
  await expect(homeHeading(page)).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The path of every request stored in any of the page's caches. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

const isLiveTraffic = (url: URL) => /^\/(api|socket\.io)(\/|$)/.test(url.pathname);

test.describe('installable and instant on return', () => {
  test('the page links a manifest with the name, standalone display and the icons', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = (await response.json()) as {
      name: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Name Place Animal Thing',
      display: 'standalone',
      start_url: '/',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok()).toBe(true);
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await page.request.get(touchIcon!)).ok()).toBe(true);
  });

  test('the service worker precaches the shell and never stores API answers', async ({ page }) => {
    await openHomeUnderServiceWorker(page);
    // Calls through the controlled page, as the app makes them.
    await page.evaluate(() => fetch('/api/health'));
    await page.evaluate(() => fetch('/api/session'));
    const paths = await cachedPaths(page);
    expect(paths).toContain('/index.html');
    expect(paths.some((path) => path.startsWith('/assets/') && path.endsWith('.js'))).toBe(true);
    expect(paths.filter((path) => isLiveTraffic(new URL(path, 'http://x')))).toEqual([]);
  });

  test('a second visit renders home from the cache, the network asked only for live data', async ({
    page,
  }) => {
    await openHomeUnderServiceWorker(page);
    const fromNetwork: string[] = [];
    const fromCache: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (isLiveTraffic(url)) return;
      (response.fromServiceWorker() ? fromCache : fromNetwork).push(url.pathname);
    });
    await page.reload();
    await expect(homeHeading(page)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nickname' })).toBeVisible();
    // The page, its scripts, styles, images and font all came from the service worker's cache.
    expect(fromNetwork).toEqual([]);
    expect(fromCache).toContain('/');
    expect(fromCache.some((path) => path.startsWith('/assets/') && path.endsWith('.js'))).toBe(true);
  });

  test('offline, navigations show the offline screen, which recovers by itself', async ({
    page,
    context,
  }) => {
    await openHomeUnderServiceWorker(page);
    await context.setOffline(true);

    // Within the app: the route's session read finds no network.
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Credits' }).click();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();

    // A full page load, in a second tab: the service worker answers with the cached app instead of the
    // browser's error page. (In the same tab, about one run in six, the first offline screen reloaded
    // itself while the navigation began and its reload won: the tab ended on /credits.)
    const tab = await context.newPage();
    await tab.goto('/history');
    await expect(tab.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(tab).toHaveTitle(/^Offline/);
    await captureScreen(tab, 'offline');
    await page.close();

    await context.setOffline(false);
    // Back online, the screen tries again on its own; /history leads a guest home.
    await expect(homeHeading(tab)).toBeVisible();
  });
});
