import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from '@playwright/test';
import type { BrowserProbe } from './find-browser';

/** The probe over this machine: its files, its PATH and the installed Playwright. */
export function machineProbe(env: NodeJS.ProcessEnv = process.env): BrowserProbe {
  return {
    env,
    exists: isExecutableFile,
    which: (command) =>
      (env.PATH ?? '')
        .split(delimiter)
        .filter((directory) => directory !== '')
        .map((directory) => join(directory, command))
        .find(isExecutableFile),
    playwrightChromium: () => {
      try {
        return chromium.executablePath();
      } catch {
        return undefined; // a platform Playwright has no build for
      }
    },
  };
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
