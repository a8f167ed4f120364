import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  GAME_ERRORS,
  IDENTITY_ERRORS,
  LOBBY_ERRORS,
  REALTIME_ERRORS,
  VALIDATION,
} from '@npat/protocol';

/** Every group of packages/protocol/src/messages.ts; a new group belongs here and on the page. */
const messages: Record<string, Record<string, string>> = {
  VALIDATION,
  ERRORS,
  IDENTITY_ERRORS,
  LOBBY_ERRORS,
  GAME_ERRORS,
  REALTIME_ERRORS,
};

/** docs/product/messages.md lists every message word for word; this keeps it so. */
const page = readFileSync(join(import.meta.dirname, '..', 'docs', 'product', 'messages.md'), 'utf8');

/** The rows of the page that name a constant of messages.ts: `GROUP.key` → the text in the row. */
function documentedTexts(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of page.split('\n')) {
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/\\\|/g, '|'));
    const constant = /^`([A-Z_]+)\.([\w-]+)`$/.exec(cells[2] ?? '');
    if (constant && constant[1]! in messages) rows.set(`${constant[1]}.${constant[2]}`, cells[1]!);
  }
  return rows;
}

const inCode: [string, string][] = Object.entries(messages).flatMap(([group, texts]) =>
  Object.entries(texts).map(([key, text]): [string, string] => [`${group}.${key}`, text]),
);

describe('docs/product/messages.md', () => {
  it('lists every message of packages/protocol/src/messages.ts with its exact text', () => {
    const documented = documentedTexts();
    const wrong = inCode.filter(([constant, text]) => documented.get(constant) !== text);
    expect(wrong.map(([constant, text]) => `${constant}: ${text}`)).toEqual([]);
  });

  it('names no constant that messages.ts does not have', () => {
    const known = new Set(inCode.map(([constant]) => constant));
    expect([...documentedTexts().keys()].filter((constant) => !known.has(constant))).toEqual([]);
  });
});
