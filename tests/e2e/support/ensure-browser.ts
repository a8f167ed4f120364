import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { machineProbe } from './browser-probe';
import { findBrowser, installSteps, NO_BROWSER_MESSAGE, type InstallStep } from './find-browser';

/**
 * Runs before the browser tests (`npm run browser` in this workspace): finds a Chromium, installs one
 * when there is none, or stops with one sentence saying how to get one. playwright.config.ts then finds
 * the same browser with the same search.
 */
const E2E_DIR = fileURLToPath(new URL('..', import.meta.url));

function main(): number {
  const first = findBrowser(machineProbe());
  if (first.found) return report(first.path, first.source);
  if (first.stop !== undefined) return fail(first.stop);

  const host = { env: process.env, isRoot: process.getuid?.() === 0, hasAptGet: hasAptGet() };
  for (const step of installSteps(host)) {
    if (!install(step)) continue;
    const after = findBrowser(machineProbe());
    if (after.found) return report(after.path, after.source);
  }
  return fail(NO_BROWSER_MESSAGE);
}

function install(step: InstallStep): boolean {
  process.stdout.write(`No Chromium found; trying to install ${step.label}… `);
  // The tool's own output is kept back: on failure it is stack traces, summed up here in a few words.
  const result = spawnSync(step.command, step.args, { cwd: E2E_DIR, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.status === 0) {
    console.log('done.');
    return true;
  }
  console.log(
    `failed (${failureReason(result.stderr ?? '', result.stdout ?? '') || result.error?.message}).`,
  );
  return false;
}

/** The first error line the tool printed, without colour codes; stderr names the cause first. */
function failureReason(...outputs: string[]): string {
  const errorLine = /^(E: |Error: )/;
  for (const output of outputs) {
    const line = stripVTControlCharacters(output)
      .split('\n')
      .find((candidate) => errorLine.test(candidate));
    if (line !== undefined) return line.replace(errorLine, '').trim();
  }
  return '';
}

function hasAptGet(): boolean {
  return machineProbe().which('apt-get') !== undefined;
}

function report(path: string, source: string): number {
  console.log(`Browser tests use ${path} (from ${source}).`);
  return 0;
}

function fail(sentence: string): number {
  console.error(sentence);
  return 1;
}

process.exitCode = main();
