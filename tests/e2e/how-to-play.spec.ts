import { expect, test, type Page } from '@playwright/test';
import { captureScreen, DESKTOP, PHONE } from './support/screens';

const ACTIVE_SLIDE = '[aria-roledescription="slide"][data-active="true"]';
// The guide turns every 4 s by a timer: these tests run the page's clock forward instead of waiting for it.
const TURN_MS = 4_000;

function guide(page: Page) {
  return page.getByRole('region', { name: 'How to play, step by step' });
}

test.describe('How To Play guide', () => {
  test('on desktop the side panel turns by itself and wraps from the last step to the first', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await page.goto('/');
    const active = guide(page).locator(ACTIVE_SLIDE);
    await expect(active).toHaveAttribute('aria-label', '1 of 7');

    await page.clock.runFor(TURN_MS);
    await expect(active).toHaveAttribute('aria-label', '2 of 7');

    await guide(page)
      .getByRole('button', { name: /^Step 7:/ })
      .click();
    await expect(active).toHaveAttribute('aria-label', '7 of 7');
    // Hovering pauses the guide, so the mouse leaves it before the wait for the wrap.
    await page.mouse.move(1, 1);
    await page.clock.runFor(TURN_MS);
    await expect(active).toHaveAttribute('aria-label', '1 of 7');
  });

  test('keyboard focus inside the guide pauses it, and leaving lets it turn again', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await page.goto('/');
    const active = guide(page).locator(ACTIVE_SLIDE);
    await guide(page).getByRole('button', { name: 'Previous step' }).focus();
    await page.keyboard.press('Tab');
    await expect(guide(page).getByRole('button', { name: /^Step 1:/ })).toBeFocused();
    const paused = await active.getAttribute('aria-label');

    // One and a half turns of the page's clock pass without a turn.
    await page.clock.runFor(1.5 * TURN_MS);
    await expect(active).toHaveAttribute('aria-label', paused!);

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(TURN_MS);
    await expect(active).not.toHaveAttribute('aria-label', paused!);
  });

  test('on a phone the guide opens as a dialog from the help icon and shows the steps', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const help = page.getByRole('button', { name: 'How to play' });
    await help.click();

    const dialog = page.getByRole('dialog', { name: 'How To Play' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(ACTIVE_SLIDE)).toHaveAttribute('aria-label', '1 of 7');
    await expect(dialog.getByRole('heading', { name: 'Gather your friends' })).toBeVisible();
    await expect(dialog.getByRole('group')).toHaveCount(7);

    await dialog.getByRole('button', { name: /^Step 6:/ }).click();
    await expect(dialog.locator(ACTIVE_SLIDE)).toHaveAttribute('aria-label', '6 of 7');
    await expect(dialog.getByRole('heading', { name: 'Score the answers' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(help).toBeFocused();

    await help.click();
    await expect(dialog.locator(ACTIVE_SLIDE)).toHaveAttribute('aria-label', '1 of 7');
    // Last: at desktop width the layout swaps the help button for the side panel, which closes the dialog.
    await captureScreen(page, 'how-to-play-dialog');
  });
});

test.describe('How To Play guide with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('stands still: no turning by itself and no running animation', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await page.goto('/');
    const active = guide(page).locator(ACTIVE_SLIDE);
    await expect(active).toHaveAttribute('aria-label', '1 of 7');
    await expect(guide(page).getByRole('button', { name: 'Pause the guide' })).toHaveCount(0);

    const runningInGuide = () =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.closest('.htp-anim'))
            .length,
      );
    expect(await runningInGuide()).toBe(0);

    // One and a half turns of the page's clock pass without a turn.
    await page.clock.runFor(1.5 * TURN_MS);
    await expect(active).toHaveAttribute('aria-label', '1 of 7');

    // The buttons still work.
    await guide(page).getByRole('button', { name: 'Next step' }).click();
    await expect(active).toHaveAttribute('aria-label', '2 of 7');
  });
});
