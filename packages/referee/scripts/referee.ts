/**
 * The referee for operators and tests (docs/referee.md): `check` reads JSON lines
 * `{"language":"de","category":"countries","letter":"F","answer":"Frankreich"}` on standard input and writes
 * one JSON line per input, in order, with `verdict` and `reason` (or `error` for a line that is no query);
 * `stats` prints the coverage table. Neither needs a running server.
 */
import { createInterface } from 'node:readline';
import { isGameLanguage } from '@npat/protocol';
import { coverageTable } from '../src/coverage-table.ts';
import { knowledgeOf } from '../src/load-knowledge.ts';
import { judge } from '../src/verdict.ts';

async function check(): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    process.stdout.write(`${JSON.stringify(await answerTo(line))}\n`);
  }
}

async function answerTo(line: string): Promise<object> {
  let query: unknown;
  try {
    query = JSON.parse(line);
  } catch {
    return { error: 'not JSON' };
  }
  if (typeof query !== 'object' || query === null) return { error: 'not an object' };
  const { language, category, letter, answer } = query as Record<string, unknown>;
  if (!isGameLanguage(language)) return { error: 'language must be one of en, de, fr, es, it, tr' };
  if (typeof category !== 'string' || typeof letter !== 'string' || typeof answer !== 'string') {
    return { error: 'category, letter and answer must be strings' };
  }
  return judge(knowledgeOf(language), { language, category, letter, answer });
}

const command = process.argv[2];
if (command === 'check') await check();
else if (command === 'stats') process.stdout.write(`${await coverageTable()}\n`);
else {
  process.stderr.write('usage: npm run referee -- check < queries.jsonl | npm run referee -- stats\n');
  process.exitCode = 2;
}
