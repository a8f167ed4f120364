import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type CDPSession } from 'playwright';
import { buildWebApp, startAppUnderTest } from './app-under-test.ts';
import { CHROME_FLAGS } from './lighthouse-run.ts';
import { readWebOptions } from './options.ts';

/**
 * `npm run bench:home-weight`: what a first visit to home costs on the wire. Builds the web app (unless
 * `--build=0`), starts the server on a temporary database, and loads `/` in a fresh Chromium profile, once at a
 * phone's size and once at a desktop's (where the guide is a side panel), signed out, as a stranger does.
 * Lists every script the page fetched with its bytes on the wire (the encoded body and the headers), its
 * encoding and whether it arrived before the load event, then the sums by the load event and through network
 * idle. The service worker's precache, which starts after the load event and is decision 025's price for an
 * installable app, is counted on its own line. Exits 1 when the scripts through idle reach BUDGET_KB.
 */
const BUDGET_KB = 120;
/** After Playwright's network idle (500 ms without a request), how long nothing more may start. */
const QUIET_MS = 4000;
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

interface Fetched {
  url: string;
  type: string;
  encoding: string;
  /** The encoded body, as it came over the network. */
  body: number;
  headers: number;
  finishedAt: number;
  /** Who asked: the parser (index.html), a modulepreload link, or a script's import. */
  initiator: string;
  fromServiceWorker: boolean;
}

export interface HomeVisit {
  viewport: keyof typeof VIEWPORTS;
  scripts: Fetched[];
  /** Scripts in by the load event. */
  byLoad: Fetched[];
  /** Every other fetch, for context: the page, styles, fonts, API reads, images. */
  others: Fetched[];
  /** What the service worker fetched into its cache (not the page's). */
  precache: { count: number; bytes: number };
}

/** Records what one page fetches over CDP: sizes as Chromium counts them on the wire. */
function recordNetwork(cdp: CDPSession) {
  const pending = new Map<string, Partial<Fetched>>();
  const done: Fetched[] = [];
  let loadAt = Number.POSITIVE_INFINITY;
  cdp.on('Network.requestWillBeSent', (event) => {
    const initiator = event.initiator;
    const from = initiator.url ?? initiator.stack?.callFrames[0]?.url ?? '';
    pending.set(event.requestId, {
      url: event.request.url,
      initiator: `${initiator.type}${from ? ` ${new URL(from).pathname}` : ''}`,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = pending.get(event.requestId);
    if (!entry) return;
    const header = (name: string) =>
      Object.entries(event.response.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
    entry.type = event.type;
    entry.encoding = header('content-encoding') || 'identity';
    entry.headers = event.response.encodedDataLength;
    entry.fromServiceWorker = event.response.fromServiceWorker ?? false;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = pending.get(event.requestId);
    if (!entry || entry.type === undefined) return;
    pending.delete(event.requestId);
    const headers = entry.headers ?? 0;
    done.push({
      ...(entry as Fetched),
      body: event.encodedDataLength - headers,
      finishedAt: event.timestamp,
    });
  });
  cdp.on('Page.loadEventFired', (event) => {
    loadAt = Math.min(loadAt, event.timestamp);
  });
  return { done, loadAt: () => loadAt };
}

async function visitHome(
  baseUrl: string,
  chromePath: string,
  viewport: keyof typeof VIEWPORTS,
): Promise<HomeVisit> {
  const profile = mkdtempSync(join(tmpdir(), 'npat-home-weight-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
    headless: true,
    viewport: VIEWPORTS[viewport],
  });
  try {
    const precached: Promise<number>[] = [];
    context.on('requestfinished', (request) => {
      if (request.serviceWorker() === null) return;
      precached.push(
        request.sizes().then(
          (sizes) => sizes.responseBodySize,
          () => 0,
        ),
      );
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Page.enable');
    const network = recordNetwork(cdp);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    // Idle callbacks and timers may still ask for more: wait until nothing new has started for QUIET_MS.
    for (let seen = -1; seen !== network.done.length;) {
      seen = network.done.length;
      await page.waitForTimeout(QUIET_MS);
      await page.waitForLoadState('networkidle');
    }
    const mine = network.done.filter(
      (fetched) => !fetched.fromServiceWorker && !fetched.url.startsWith('data:'),
    );
    const precacheBytes = await Promise.all(precached);
    const scripts = mine.filter((fetched) => fetched.type === 'Script');
    return {
      viewport,
      scripts,
      byLoad: scripts.filter((fetched) => fetched.finishedAt <= network.loadAt()),
      others: mine.filter((fetched) => fetched.type !== 'Script'),
      precache: { count: precacheBytes.length, bytes: precacheBytes.reduce((a, b) => a + b, 0) },
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (list: readonly Fetched[], pick: (fetched: Fetched) => number) =>
  list.reduce((total, fetched) => total + pick(fetched), 0);

export function formatVisit(visit: HomeVisit): string {
  const path = (url: string) => new URL(url).pathname;
  const lines = [
    `home at ${visit.viewport} size (${VIEWPORTS[visit.viewport].width}×${VIEWPORTS[visit.viewport].height}):`,
    `  ${'script'.padEnd(48)}${'body KB'.padStart(9)}${'+hdr KB'.padStart(9)}  enc   load  initiator`,
  ];
  for (const fetched of visit.scripts) {
    const byLoad = visit.byLoad.includes(fetched) ? 'yes ' : 'no  ';
    lines.push(
      `  ${path(fetched.url).padEnd(48)}${kb(fetched.body).padStart(9)}${kb(fetched.body + fetched.headers).padStart(9)}` +
        `  ${fetched.encoding.padEnd(5)} ${byLoad}  ${fetched.initiator}`,
    );
  }
  const total = (list: readonly Fetched[]) =>
    `${kb(sum(list, (f) => f.body))} KB (${kb(sum(list, (f) => f.body + f.headers))} KB with headers)`;
  lines.push(`  = JS by the load event: ${visit.byLoad.length} scripts, ${total(visit.byLoad)}`);
  lines.push(`  = JS through network idle: ${visit.scripts.length} scripts, ${total(visit.scripts)}`);
  lines.push(`  other fetches: ${visit.others.map((f) => `${path(f.url)} ${kb(f.body)}`).join(', ')}`);
  lines.push(
    `  the service worker's precache: ${visit.precache.count} files, ${kb(visit.precache.bytes)} KB (not counted)`,
  );
  return lines.join('\n');
}

async function main(): Promise<number> {
  const options = readWebOptions(process.env, process.argv.slice(2));
  if (options.build) await buildWebApp();
  const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
  // A fresh clone has no results folder yet (it is not committed).
  mkdirSync(resultsDir, { recursive: true });
  const app = await startAppUnderTest(join(resultsDir, 'home-weight-server.log'));
  let over = false;
  try {
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      const visit = await visitHome(app.url, options.chromePath, viewport);
      console.log(`${formatVisit(visit)}\n`);
      if (sum(visit.scripts, (f) => f.body) >= BUDGET_KB * 1024) over = true;
    }
  } finally {
    await app.stop();
  }
  console.log(over ? `Over the budget of ${BUDGET_KB} KB of JS.` : `Within ${BUDGET_KB} KB of JS.`);
  return over ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(
        `[home-weight] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      process.exitCode = 2;
    },
  );
}
