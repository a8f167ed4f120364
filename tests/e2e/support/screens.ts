import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

const screenshotDir = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

/** Fails on any serious or critical axe-core violation of the page as it is now. */
export async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, 'serious or critical accessibility issues').toEqual([]);
}

/**
 * Writes a screenshot of the current screen at phone and desktop size into tests/e2e/artifacts/screenshots,
 * and runs the accessibility scan at both sizes (layouts differ, so do their issues). An open dialog is
 * best taken with `fullPage: false`: its backdrop covers the window, not a long page below it.
 */
export async function captureScreen(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    // The shot before the scan: a timed screen (a countdown) is then shot as it was when the capture began.
    await page.screenshot({
      path: join(screenshotDir, `${name}-${label}.png`),
      fullPage,
      animations: 'disabled',
    });
    await expectNoSeriousA11yIssues(page);
  }
  if (original) await page.setViewportSize(original);
}
