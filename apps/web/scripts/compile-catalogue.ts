import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/compile-module.js';
import { parse, type Token } from '@messageformat/parser';
import type { CatalogueTree } from './catalogue-files.ts';

/**
 * A catalogue as an ES module (docs/decisions/032-i18n-library.md): a message with arguments becomes a plain
 * function compiled by messageformat, with the language's CLDR plural rules from @messageformat/runtime; a
 * message without any stays a string, so the screens read it like any other text and no ICU parser ever
 * reaches a player's browser.
 */
export function compileCatalogue(locale: string, catalogue: CatalogueTree): string {
  const { plain, withArguments } = splitByArguments(catalogue);
  const compiled = compileModule(new MessageFormat(locale), withArguments);
  const marker = 'export default ';
  const at = compiled.lastIndexOf(marker);
  if (at < 0) throw new Error('messageformat changed the shape of its modules: expected "export default"');
  return [
    compiled.slice(0, at),
    `const withArguments = ${compiled.slice(at + marker.length)};`,
    `const plain = ${JSON.stringify(plain)};`,
    MERGE_SOURCE,
    'export default merge(plain, withArguments);',
  ].join('\n');
}

const MERGE_SOURCE = `function merge(into, from) {
  for (const key of Object.keys(from)) {
    into[key] = typeof from[key] === 'object' && typeof into[key] === 'object' ? merge(into[key], from[key]) : from[key];
  }
  return into;
}`;

type Split = { plain: CatalogueTree; withArguments: CatalogueTree };

function splitByArguments(tree: CatalogueTree): Split {
  const split: Split = { plain: {}, withArguments: {} };
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') {
      const text = plainText(value);
      if (text === undefined) split.withArguments[key] = value;
      else split.plain[key] = text;
      continue;
    }
    const inner = splitByArguments(value);
    split.plain[key] = inner.plain;
    split.withArguments[key] = inner.withArguments;
  }
  return split;
}

/** The text of a message that has no argument (with ICU's quoting undone), or undefined. */
export function plainText(message: string): string | undefined {
  const tokens = parse(message);
  if (!tokens.every((token) => token.type === 'content')) return undefined;
  return tokens.map((token) => (token as Extract<Token, { type: 'content' }>).value).join('');
}
