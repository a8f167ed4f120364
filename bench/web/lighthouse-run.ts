import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { figuresOf, type PageFigures } from './figures.ts';

/**
 * Headless Chromium without anything that reaches out: the machine refuses outbound connections, and a
 * browser phoning home would only add noise to the page's own traffic.
 */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One Lighthouse audit of one page. */
export interface AuditResult {
  readonly figures: PageFigures;
  /** The path the page ended on; a guard's redirect shows here. */
  readonly finalPath: string;
  readonly lighthouseVersion: string;
  /** e.g. "Chromium 156" */
  readonly browser: string;
  readonly warnings: readonly string[];
  /** Lighthouse's own HTML report, to see why a figure is what it is. */
  readonly html: string;
}

/**
 * Audits `url` with Lighthouse's default settings, which are the mobile preset (a phone's screen,
 * simulated slow 4G and a 4× slower CPU), in a fresh Chromium of its own so no run inherits another's
 * cache or session. `cookie` is sent with every request, as the signed-in pages need it.
 */
export async function auditPage(url: string, chromePath: string, cookie?: string): Promise<AuditResult> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      ...(cookie !== undefined && { extraHeaders: { Cookie: cookie } }),
    });
    if (result === undefined) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError !== undefined)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // The user agent is reduced to the major version (156.0.0.0), so only that is worth showing.
    const version = /Chrome\/(\d+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? 'unknown';
    return {
      figures: figuresOf(lhr),
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      lighthouseVersion: lhr.lighthouseVersion,
      browser: `Chromium ${version}`,
      warnings: lhr.runWarnings,
      html: typeof result.report === 'string' ? result.report : (result.report[0] ?? ''),
    };
  } finally {
    chrome.kill();
  }
}
