import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Each run gets its own port and its own empty data directory, so a run never sees an earlier one's state.
const port = Number(process.env.E2E_PORT ?? 3100 + Math.floor(Math.random() * 800));
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'npat-e2e-'));
process.env.E2E_PORT = String(port);
process.env.E2E_DATA_DIR = dataDir;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    // The production build served by our own server, as a player would get it (npm run build runs first).
    command: 'node --import tsx src/main.ts',
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
      LOG_LEVEL: 'warn',
    },
  },
});
