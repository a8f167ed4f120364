import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** Where the mail catcher of global-setup.ts writes what the server sends. */
export function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set; run through tests/e2e/playwright.config.ts');
  return join(dataDir, 'mail');
}

function messagesTo(address: string): string[] {
  const dir = mailDir();
  return (
    readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      // Addresses are case-insensitive, and the server stores them lower-cased.
      .filter((raw) => decodings(raw).some((text) => text.toLowerCase().includes(address.toLowerCase())))
  );
}

/** Waits for the `index`-th message (from 1) sent to `address` and returns it raw. */
export async function waitForMail(address: string, index = 1): Promise<string> {
  await expect
    .poll(() => messagesTo(address).length, { message: `mail to ${address}`, timeout: 15_000 })
    .toBeGreaterThanOrEqual(index);
  return messagesTo(address)[index - 1]!;
}

/** The first link in a message that leads to `path` on any host, whatever the transfer encoding. */
export function linkIn(raw: string, path: string): string {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[/?]/g, '\\$&')}[^\\s"'<>]*`);
  for (const text of decodings(raw)) {
    const match = pattern.exec(text);
    if (match) return match[0].replaceAll('&amp;', '&');
  }
  throw new Error(`No link to ${path} in the mail:\n${raw}`);
}

/** Whether the message says `words` in any of its readable forms (its bodies decoded). */
export function mailSays(raw: string, words: string): boolean {
  return decodings(raw).some((text) => text.includes(words));
}

/**
 * The readable forms of a message: quoted-printable and base64 bodies decoded first (a raw QP body holds
 * a broken link: `=3D` for `=` and soft line breaks), the raw text last.
 */
function decodings(raw: string): string[] {
  const texts: string[] = [];
  if (/content-transfer-encoding:\s*quoted-printable/i.test(raw)) {
    texts.push(
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  }
  if (/content-transfer-encoding:\s*base64/i.test(raw)) {
    for (const block of raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)) {
      texts.push(Buffer.from(block[1]!.replace(/\s/g, ''), 'base64').toString('utf8'));
    }
  }
  return [...texts, raw];
}
