import { expect, test, type Page } from '@playwright/test';
import { say } from './support/catalogue';
import { createRoom, newGuest } from './support/rooms';
import { captureScreen, captureWindow, SMALL_PHONE } from './support/screens';

// The version screen of docs/product/screens.md#version-screen, met by a tab whose handshake names another
// protocol version than the real server's (docs/decisions/053-versioned-protocol.md).

/**
 * From now on the page's socket.io handshakes name this build's protocol version plus `offset`: the
 * server meets an older (-1) or a newer (+1) build, while everything else stays this one.
 */
async function speakProtocol(page: Page, offset: number): Promise<void> {
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) =>
      server.send(
        typeof message === 'string'
          ? message.replace(/"protocolVersion":(\d+)/, (_, version: string) => {
              return `"protocolVersion":${Number(version) + offset}`;
            })
          : message,
      ),
    );
  });
}

/** Captures the screen as it stands, then its window on a small phone. */
async function captureWithSmallPhone(page: Page, name: string): Promise<void> {
  await captureScreen(page, name);
  await page.setViewportSize(SMALL_PHONE);
  await captureWindow(page, `${name}-small-phone`);
}

/** Switches the page to German, waits for the version screen's German title, and captures it. */
async function captureInGerman(page: Page, titleKey: string, name: string): Promise<void> {
  await page.getByRole('combobox', { name: say('en', 'languageMenu.label') }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: say('de', titleKey) })).toBeVisible();
  await captureWithSmallPhone(page, `${name}-de`);
}

test.describe('a tab of another protocol version', () => {
  test('an older tab is told a new version is here, and reloads with the keyboard', async ({ browser }) => {
    const host = await newGuest(browser, 'Host');
    await createRoom(host.page);
    await speakProtocol(host.page, -1);
    await host.page.reload();
    const heading = host.page.getByRole('heading', {
      level: 1,
      name: say('en', 'app.version.clientTooOld.title'),
    });
    await expect(heading).toBeFocused();
    await host.page.keyboard.press('Tab');
    const reload = host.page.getByRole('button', { name: say('en', 'app.version.clientTooOld.reload') });
    await expect(reload).toBeFocused();
    await captureWithSmallPhone(host.page, 'version-client-too-old');

    const reloaded = host.page.waitForEvent('load');
    await reload.focus();
    await host.page.keyboard.press('Enter');
    await reloaded;
    // Still the old build here: the server refuses it again.
    await expect(heading).toBeVisible();

    await captureInGerman(host.page, 'app.version.clientTooOld.title', 'version-client-too-old');
    await host.context.close();
  });

  test('a newer tab is told the server is being updated, and Try again asks it again', async ({
    browser,
  }) => {
    const host = await newGuest(browser, 'Host');
    await createRoom(host.page);
    await speakProtocol(host.page, 1);
    await host.page.reload();
    await expect(
      host.page.getByRole('heading', { level: 1, name: say('en', 'app.version.serverTooOld.title') }),
    ).toBeFocused();
    const handshakes: string[] = [];
    host.page.on('websocket', (socket) => handshakes.push(socket.url()));
    await host.page.getByRole('button', { name: say('en', 'app.version.serverTooOld.retry') }).click();
    await expect.poll(() => handshakes.length).toBe(1);
    await expect(
      host.page.getByRole('button', { name: say('en', 'app.version.serverTooOld.retry') }),
    ).toBeVisible();
    await captureWithSmallPhone(host.page, 'version-server-too-old');

    await captureInGerman(host.page, 'app.version.serverTooOld.title', 'version-server-too-old');
    await host.context.close();
  });
});
