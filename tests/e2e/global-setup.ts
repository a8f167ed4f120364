import { join } from 'node:path';
import { startMailCatcher } from './support/mail-catcher';

/**
 * Starts the mail catcher. Playwright starts the webServer before global setup, so the port was chosen in
 * playwright.config.ts and handed to the server as SMTP_URL; the server only connects when it sends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dataDir = process.env.E2E_DATA_DIR;
  if (!port || !dataDir) throw new Error('playwright.config.ts sets E2E_SMTP_PORT and E2E_DATA_DIR');
  return startMailCatcher(port, join(dataDir, 'mail'));
}
