import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { extendTailwindMerge } from 'tailwind-merge';
import { afterAll, afterEach, vi } from 'vitest';
import { loadScreenText, switchLocale } from './i18n/locale-store';
import { THEME_EXTENSION } from './lib/class-merge-theme';
import { checkClassMergeWith } from './lib/cn';

// Screens load through the router and a faked server; on a busy machine (the whole suite in parallel) that
// can take longer than Testing Library's 1 s default, which made waits fail without anything being wrong.
configure({ asyncUtilTimeout: 3000 });

// Screens word everything from the catalogue; the tests read the seed's English, home's words and the screens'.
await switchLocale('en');
await loadScreenText();

afterEach(() => cleanup());

// `cn` merges only the class groups of scripts/class-merge-config.ts: every merge a test renders must come
// out as tailwind-merge's full configuration (with our theme's own scales) would make it.
const fullMerge = extendTailwindMerge({ extend: { theme: THEME_EXTENSION } });
checkClassMergeWith((joined, merged) => {
  const expected = fullMerge(joined);
  if (merged !== expected)
    throw new Error(
      `cn("${joined}") gave "${merged}", tailwind-merge's full configuration "${expected}": add the class group to scripts/class-merge-config.ts`,
    );
});

// A toast that closes starts a 200 ms timer (sonner's exit animation) that unmounting does not clear. Had a
// file ended within those 200 ms, the timer would fire after jsdom's window is gone and fail the whole run.
const SONNER_EXIT_MS = 200;
afterAll(async () => {
  vi.useRealTimers();
  await new Promise<void>((resolve) => setTimeout(resolve, SONNER_EXIT_MS + 100));
});
