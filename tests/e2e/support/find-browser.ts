/**
 * Which Chromium the browser tests drive, and how to get one when there is none. Pure decisions: the
 * file system, PATH and Playwright are reached only through the probe, so every branch is unit-tested;
 * browser-probe.ts builds the real probe and ensure-browser.ts acts on the answers.
 */

/** What the search may look at. */
export interface BrowserProbe {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Whether an executable file is at `path`. */
  exists(path: string): boolean;
  /** The full path of `command` found on PATH, if any. */
  which(command: string): string | undefined;
  /** Where Playwright keeps (or would keep) its own Chromium, if it can tell. */
  playwrightChromium(): string | undefined;
}

export type BrowserSearch =
  | { readonly found: true; readonly path: string; readonly source: string }
  /** `stop` means searching further or installing would not help: the user asked for something else. */
  | { readonly found: false; readonly stop?: string };

/** Names Chromium and Chrome go by on PATH: Debian's package (which CI installs) first, then other distributions'. */
export const BROWSER_COMMANDS = [
  'chromium',
  'chromium-browser',
  'google-chrome-stable',
  'google-chrome',
  'chrome',
] as const;

/** Set to 1 to stop instead of installing a browser (the no-browser path is tested this way). */
export const NO_INSTALL_VARIABLE = 'E2E_NO_BROWSER_INSTALL';

/** The one sentence shown when no browser can be found or installed. */
export const NO_BROWSER_MESSAGE =
  'No Chromium or Chrome for the browser tests: run `npx playwright install --with-deps chromium` ' +
  '(or `apt-get install chromium` on Debian), or set CHROMIUM_PATH to a Chromium or Chrome executable.';

/** Looks in order: CHROMIUM_PATH, the system's Chromium or Chrome, then Playwright's own download. */
export function findBrowser(probe: BrowserProbe): BrowserSearch {
  const chosen = probe.env.CHROMIUM_PATH?.trim();
  if (chosen) {
    if (probe.exists(chosen)) return { found: true, path: chosen, source: 'CHROMIUM_PATH' };
    return {
      found: false,
      stop: `CHROMIUM_PATH is ${chosen}, where there is no executable: point it at a Chromium or Chrome, or unset it.`,
    };
  }
  for (const command of BROWSER_COMMANDS) {
    const path = probe.which(command);
    if (path !== undefined) return { found: true, path, source: 'the system' };
  }
  const own = probe.playwrightChromium();
  if (own !== undefined && probe.exists(own))
    return { found: true, path: own, source: "Playwright's download" };
  return { found: false };
}

/** One way of installing a browser, run as a command. */
export interface InstallStep {
  readonly label: string;
  readonly command: string;
  readonly args: readonly string[];
}

/** What the machine allows when installing. */
export interface InstallHost {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly isRoot: boolean;
  readonly hasAptGet: boolean;
}

/**
 * The ways to try, in order: Playwright's own download (works anywhere with internet), then Debian's
 * package where we may use apt-get (root on Debian or Ubuntu, as on CI). None when the user opted out.
 */
export function installSteps(host: InstallHost): InstallStep[] {
  if (isSet(host.env[NO_INSTALL_VARIABLE])) return [];
  const steps: InstallStep[] = [
    { label: "Playwright's Chromium", command: 'npx', args: ['playwright', 'install', 'chromium'] },
  ];
  if (host.isRoot && host.hasAptGet)
    steps.push({
      label: "Debian's chromium package",
      command: 'sh',
      args: [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation',
      ],
    });
  return steps;
}

function isSet(value: string | undefined): boolean {
  const normalized = value?.trim().toLowerCase();
  return normalized !== undefined && normalized !== '' && normalized !== '0' && normalized !== 'false';
}
