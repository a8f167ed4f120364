import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MessageFormat from '@messageformat/core';

type Tree = { [key: string]: string | Tree };

const CATALOGUES = join(import.meta.dirname, '..', '..', '..', 'apps', 'web', 'src', 'i18n', 'catalogues');

function read(locale: string): Tree {
  const folder = join(CATALOGUES, locale);
  const tree: Tree = {};
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    tree[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Tree;
  }
  return tree;
}

/**
 * The words a screen shows in `locale`, by the catalogue's key (`'lobby.start.start'`), so a browser test
 * finds a button by what the player reads without spelling out six languages' words; `args` for a message
 * with arguments.
 */
export function say(locale: string, key: string, args: Record<string, unknown> = {}): string {
  let node: string | Tree | undefined = read(locale);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No message "${key}" in the ${locale} catalogue`);
  return new MessageFormat(locale).compile(node)(args);
}
