import { parse, type Token } from '@messageformat/parser';
import type { CatalogueTree } from './catalogue-files.ts';

/** How an argument is used decides its type: counted (plural, ordinal, number) or chosen among (select). */
type ArgumentKind = 'number' | 'string' | 'text';

/**
 * The TypeScript type of the reference catalogue, as src/i18n/catalogue.generated.ts holds it: every key,
 * and for a message with arguments, their names and types. A key that English lacks, or an argument it
 * does not name, is a type error in the screens.
 */
export function catalogueTypes(reference: CatalogueTree): string {
  return [
    '// Generated from the English catalogue by apps/web/scripts/catalogue-types.ts (the dev server, the build and',
    '// the tests rewrite it; a test fails when it is out of date). Do not edit.',
    '',
    `export type Catalogue = ${treeType(reference, '')};`,
    '',
  ].join('\n');
}

function treeType(tree: CatalogueTree, indent: string): string {
  const inner = `${indent}  `;
  const lines = Object.entries(tree).map(([key, value]) => {
    const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
    return `${inner}readonly ${name}: ${typeof value === 'string' ? messageType(value) : treeType(value, inner)};`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

function messageType(message: string): string {
  const kinds = new Map<string, ArgumentKind>();
  collectArguments(parse(message), kinds);
  if (kinds.size === 0) return 'string';
  const params = [...kinds].map(([name, kind]) => `${name}: ${TS_TYPE[kind]}`).join('; ');
  return `(params: { ${params} }) => string`;
}

const TS_TYPE: Record<ArgumentKind, string> = { number: 'number', string: 'string', text: 'string | number' };

/** Every argument of a message and how it is used; a counted use wins over a plain one. */
export function collectArguments(tokens: readonly Token[], kinds: Map<string, ArgumentKind>): void {
  for (const token of tokens) {
    if (token.type === 'argument') {
      if (!kinds.has(token.arg)) kinds.set(token.arg, 'text');
    } else if (token.type === 'function') {
      kinds.set(token.arg, token.key === 'number' ? 'number' : 'text');
    } else if (token.type === 'plural' || token.type === 'selectordinal') {
      kinds.set(token.arg, 'number');
      for (const branch of token.cases) collectArguments(branch.tokens, kinds);
    } else if (token.type === 'select') {
      if (kinds.get(token.arg) !== 'number') kinds.set(token.arg, 'string');
      for (const branch of token.cases) collectArguments(branch.tokens, kinds);
    }
  }
}
