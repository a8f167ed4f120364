import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axe-scan';
import { DESKTOP, NARROW, PHONE } from './window-sizes';

export { DESKTOP, NARROW, PHONE, PHONE_WITH_KEYBOARD, SMALL_PHONE } from './window-sizes';

const screenshotDir =
  process.env.E2E_SCREENSHOT_DIR ?? join(import.meta.dirname, '..', 'artifacts', 'screenshots');
/**
 * Pictures are written only when asked for (`E2E_SCREENSHOTS=1`), to look at a screen one changed: the
 * scans and fit checks below run on every screen either way, and the pictures' encoding took minutes of each run.
 */
const WRITE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * Writes a picture of the page into the screenshot folder (`E2E_SCREENSHOT_DIR`, else the artifacts') when
 * pictures are asked for.
 */
export async function picture(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!WRITE_SCREENSHOTS) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), animations: 'disabled', ...options });
}

/** Fails on any serious or critical axe-core violation of the page as it is now (of only `rules`, if given). */
export async function expectNoSeriousA11yIssues(page: Page, rules?: string[]): Promise<void> {
  const serious = (await axeViolations(page, rules))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
  expect(serious, 'serious or critical accessibility issues').toEqual([]);
}

/**
 * Pictures the current screen at phone and desktop size, in the light and the dark scheme (written into
 * tests/e2e/artifacts/screenshots with E2E_SCREENSHOTS=1), runs the accessibility scan at both sizes (contrast alone again in the dark scheme, at phone size)
 * (layouts and colours differ, so do their issues), and checks that the
 * screen fits a 360 px wide phone without scrolling sideways. An open dialog is
 * best taken with `fullPage: false`: its backdrop covers the window, not a long page below it.
 */
export async function captureScreen(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const original = page.viewportSize();
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    // Both schemes at each size, both shots before the scans: a timed screen (a countdown) is then shot as it
    // was when the capture began. The emulated system preference flips the page through public/theme-init.js.
    await picture(page, `${name}-${label}`, { fullPage });
    await showScheme(page, 'dark');
    await transitionsSettled(page);
    await picture(page, `${name}-${label}-dark`, { fullPage });
    // Only colours change with the scheme, so the dark scan checks contrast alone, and once (at phone size):
    // the same colours meet at both sizes, and every scan lengthens the timed screens of the game specs.
    if (label === 'phone') await expectNoSeriousA11yIssues(page, ['color-contrast']);
    await showScheme(page, 'light');
    await transitionsSettled(page);
    await expectNoSeriousA11yIssues(page);
  }
  await page.setViewportSize(NARROW);
  // Polled: a screen in motion (the letter roll, a dialog opening) may stick out for a moment; a layout
  // that does not fit stays wrong. An open dialog locks the page's scrolling, so then the dialog must fit.
  await expect.poll(() => page.evaluate(elementsWiderThanTheWindow), { timeout: 5_000 }).toEqual([]);
  if (original) await page.setViewportSize(original);
}

/**
 * The light take of captureScreen for a screen already captured whole in English: the phone-size screenshot,
 * the accessibility scan, and the 360 px fit (long German words), in a fraction of the time, so a timed screen
 * (a round's answering) is not over before the test acts on it.
 */
export async function capturePhone(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.evaluate(() => document.fonts.ready);
  await picture(page, `${name}-phone`, { fullPage: true });
  await expectNoSeriousA11yIssues(page);
  await page.setViewportSize(NARROW);
  await expect.poll(() => page.evaluate(elementsWiderThanTheWindow), { timeout: 5_000 }).toEqual([]);
  if (original) await page.setViewportSize(original);
}

/**
 * Emulates the system's colour scheme and waits until the page shows it. The page hears of the change through a
 * media-query `change` event, which the browser delivers only in a rendering update, before the next animation
 * frame's callbacks (HTML's "update the rendering"); one CI run's idle page had none for 10 s, so the wait asks
 * for a frame, and so for that update, until the class follows.
 */
async function showScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const shown = () => document.documentElement.classList.contains('dark');
              requestAnimationFrame(() => resolve(shown()));
              setTimeout(() => resolve(shown()), 500);
            }),
        ),
      { message: `the page follows the system's ${scheme} scheme` },
    )
    .toBe(scheme === 'dark');
}

/** Writes a screenshot of what the window shows now, at its current size (e.g. PHONE_WITH_KEYBOARD). */
export async function captureWindow(page: Page, name: string): Promise<void> {
  await picture(page, name);
}

/**
 * Waits until no colour or opacity transition runs: buttons fade their colours (transition-colors) when the
 * scheme flips, a toast fades in, and a contrast scan taken mid-fade measures colours of neither scheme.
 * Other transitions (a countdown bar moving every second) never settle on a live screen and do not change
 * colours, so they are not waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getAnimations().some(
        (animation) =>
          animation instanceof CSSTransition &&
          /color$|^fill$|^stroke$|^opacity$/.test(animation.transitionProperty) &&
          // A transition in content the browser does not render (a closed <details>) never runs to its end,
          // and no scan sees it.
          !(
            animation.effect instanceof KeyframeEffect &&
            animation.effect.target !== null &&
            !animation.effect.target.checkVisibility()
          ),
      ),
    undefined,
    { timeout: 5_000 },
  );
}

/** Up to three elements that stick out to the right of the window (of the open dialog, if one is open). */
function elementsWiderThanTheWindow(): string[] {
  const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]');
  if (!dialog && document.documentElement.scrollWidth <= window.innerWidth) return [];
  return Array.from((dialog ?? document.body).querySelectorAll('*'))
    .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
    .slice(0, 3)
    .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
}
