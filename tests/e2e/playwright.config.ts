import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { machineProbe } from './support/browser-probe';
import { findBrowser, NO_BROWSER_MESSAGE } from './support/find-browser';
import { freePort } from './support/free-port';
import { PHONE } from './support/window-sizes';

// `npm test` installed a browser if there was none (support/ensure-browser.ts); this finds the same one.
const browser = findBrowser(machineProbe());
if (!browser.found) {
  console.error(browser.stop ?? NO_BROWSER_MESSAGE);
  process.exit(1);
}

// Each run gets its own port and its own empty data directory, so a run never sees an earlier one's state.
const port = Number(process.env.E2E_PORT ?? (await freePort()));
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'npat-e2e-'));
process.env.E2E_PORT = String(port);
process.env.E2E_DATA_DIR = dataDir;
const baseURL = `http://127.0.0.1:${port}`;
// The mail catcher (global-setup.ts) listens here; workers load this file again and keep the same port.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? (await freePort()));
process.env.E2E_SMTP_PORT = String(smtpPort);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // One at a time: two tests side by side on two cores took longer in all (the lobby flow 2.1 min instead of
  // 41 s), and the whole-game specs race the game's own deadlines.
  workers: 1,
  // No retries: a test that passes only on its second try hides a bug (in the game or in the test).
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  // The machine runs several browsers and the server on two cores: give live updates room to arrive.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failed test keeps its trace: the DOM at every step, not the screencast, whose frames cost a quarter
    // of a game flow's time on this machine (decision 058).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    // The app's service worker would answer pages and scripts from its cache, out of reach of page.route and
    // between tests' expectations; only offline.spec.ts lets it run.
    serviceWorkers: 'block',
    // A click or fill that cannot happen fails here, not at the end of a long test.
    actionTimeout: 15_000,
    launchOptions: {
      executablePath: browser.path,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Players play on phones, so the flows run at a phone's size (captureScreen scans the desktop layout too).
    // A desktop window also costs this machine's software rendering four times the pixels of every frame.
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: PHONE } },
  ],
  webServer: {
    // The production build served by our own server, as a player would get it (npm run build runs first).
    command: 'node --heap-growing-percent=25 --import tsx src/main.ts',
    cwd: '../../apps/server',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Every test signs players in from 127.0.0.1; the per-IP limit itself is proven by the server's tests.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      GUESTS_PER_IP_PER_MINUTE: '1000',
      GUESTS_PER_IP_PER_HOUR: '100000',
      LOG_LEVEL: 'warn',
    },
  },
});
