import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameLanguage } from '@npat/protocol';
import { REFEREE_CATEGORIES, type RefereeCategory } from './referee-categories.ts';

/** The lists written for this project (packages/referee/lists/<language>/<category>.txt). */
export const LISTS_DIR = fileURLToPath(new URL('../lists/', import.meta.url));

/** A list's entries: one a line, `#` starts a comment line, blank lines skipped. */
export function parseList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Every list of one language, by category; a category without a file is left out. */
export function curatedLists(
  language: GameLanguage,
  dir = LISTS_DIR,
): Partial<Record<RefereeCategory, string[]>> {
  const folder = join(dir, language);
  if (!existsSync(folder)) return {};
  const lists: Partial<Record<RefereeCategory, string[]>> = {};
  for (const file of readdirSync(folder)) {
    const category = file.replace(/\.txt$/u, '');
    if (!file.endsWith('.txt') || !(REFEREE_CATEGORIES as readonly string[]).includes(category)) {
      throw new Error(`lists/${language}/${file} is no list of a referee category`);
    }
    lists[category as RefereeCategory] = parseList(readFileSync(join(folder, file), 'utf8'));
  }
  return lists;
}
