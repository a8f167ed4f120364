import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from './config.ts';

const CONFIGURATION = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');
/** The variables the table names, one a row: "| `PORT` | …". */
const documented = [...CONFIGURATION.matchAll(/^\| `([A-Z_]+)`/gm)].map((match) => match[1]);

describe('docs/configuration.md', () => {
  it('documents every environment variable the server reads, and no other', () => {
    expect([...documented].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});
