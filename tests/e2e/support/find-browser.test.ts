import { describe, expect, it } from 'vitest';
import {
  findBrowser,
  installSteps,
  NO_BROWSER_MESSAGE,
  NO_INSTALL_VARIABLE,
  type BrowserProbe,
} from './find-browser';

const PLAYWRIGHT_CHROMIUM = '/home/dev/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

/** A machine holding exactly `files`, with `onPath` mapping command names to their full paths. */
function machine(
  files: string[],
  options: { env?: Record<string, string>; onPath?: Record<string, string>; playwright?: string } = {},
): BrowserProbe {
  return {
    env: options.env ?? {},
    exists: (path) => files.includes(path),
    which: (command) => options.onPath?.[command],
    playwrightChromium: () => options.playwright ?? PLAYWRIGHT_CHROMIUM,
  };
}

describe('finding a browser for the tests', () => {
  it('takes CHROMIUM_PATH first, over any browser on the system', () => {
    const probe = machine(['/opt/chrome/chrome', '/usr/bin/chromium'], {
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
      onPath: { chromium: '/usr/bin/chromium' },
    });
    expect(findBrowser(probe)).toEqual({ found: true, path: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' });
  });

  it('stops, naming the variable, when CHROMIUM_PATH points at nothing', () => {
    const probe = machine(['/usr/bin/chromium'], {
      env: { CHROMIUM_PATH: '/opt/missing' },
      onPath: { chromium: '/usr/bin/chromium' },
    });
    const search = findBrowser(probe);
    expect(search.found).toBe(false);
    expect(!search.found && search.stop).toMatch(
      /^CHROMIUM_PATH is \/opt\/missing, where there is no executable/,
    );
  });

  it("prefers Debian's chromium, then other names on PATH", () => {
    const both = machine([], {
      onPath: { chromium: '/usr/bin/chromium', 'google-chrome': '/usr/bin/google-chrome' },
    });
    expect(findBrowser(both)).toMatchObject({ path: '/usr/bin/chromium', source: 'the system' });
    const chromeOnly = machine([], { onPath: { 'google-chrome': '/usr/bin/google-chrome' } });
    expect(findBrowser(chromeOnly)).toMatchObject({ path: '/usr/bin/google-chrome' });
  });

  it("falls back to Playwright's own Chromium when it has been downloaded", () => {
    expect(findBrowser(machine([PLAYWRIGHT_CHROMIUM]))).toEqual({
      found: true,
      path: PLAYWRIGHT_CHROMIUM,
      source: "Playwright's download",
    });
  });

  it('finds nothing, without a reason to stop, on a machine with no browser', () => {
    expect(findBrowser(machine([]))).toEqual({ found: false });
    expect(findBrowser({ ...machine([]), playwrightChromium: () => undefined })).toEqual({ found: false });
  });
});

describe('installing a browser when there is none', () => {
  const env = {};

  it("tries Playwright's download, then Debian's package when root with apt-get", () => {
    const steps = installSteps({ env, isRoot: true, hasAptGet: true });
    expect(steps.map((step) => [step.command, ...step.args].join(' '))).toEqual([
      'npx playwright install chromium',
      'sh -c apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation',
    ]);
  });

  it('does not reach for apt-get as an ordinary user or off Debian', () => {
    expect(installSteps({ env, isRoot: false, hasAptGet: true })).toHaveLength(1);
    expect(installSteps({ env, isRoot: true, hasAptGet: false })).toHaveLength(1);
  });

  it('installs nothing when the user opted out', () => {
    expect(installSteps({ env: { [NO_INSTALL_VARIABLE]: '1' }, isRoot: true, hasAptGet: true })).toEqual([]);
    expect(
      installSteps({ env: { [NO_INSTALL_VARIABLE]: '0' }, isRoot: false, hasAptGet: false }),
    ).toHaveLength(1);
  });

  it('says how to get a browser in one sentence', () => {
    expect(NO_BROWSER_MESSAGE.split(/[.!?](\s|$)/).filter((part) => part.trim() !== '')).toHaveLength(1);
    expect(NO_BROWSER_MESSAGE).toContain('npx playwright install');
    expect(NO_BROWSER_MESSAGE).toContain('CHROMIUM_PATH');
  });
});
