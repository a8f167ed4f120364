import { createInterface } from 'node:readline';
import { coverageTable } from '../src/coverage-table.ts';
import { checkLines, type LearnedSource } from './check-lines.ts';

export type { LearnedPair, LearnedSource } from './check-lines.ts';

export interface RefereeCommandOptions {
  /** What finished reviews decided; without it, verdicts come from the referee's data alone. */
  readonly learned?: LearnedSource;
  readonly input?: NodeJS.ReadableStream;
  readonly output?: NodeJS.WritableStream;
  readonly errors?: NodeJS.WritableStream;
}

export const REFEREE_USAGE = 'usage: npm run referee -- check < queries.jsonl | npm run referee -- stats\n';

/**
 * The referee for operators and tests (docs/referee.md#commands): `check` reads JSON lines
 * `{"language":"de","category":"countries","letter":"F","answer":"Frankreich"}` and, once the input ends,
 * writes one JSON line per input, in order, with `verdict` and `reason` (or `error` for a line that is no
 * query); `stats` prints the coverage table. Returns the exit code.
 */
export async function runRefereeCommand(
  argv: readonly string[],
  {
    learned,
    input = process.stdin,
    output = process.stdout,
    errors = process.stderr,
  }: RefereeCommandOptions = {},
): Promise<number> {
  const [command] = argv;
  if (command === 'check') {
    // All lines first: the learned counts of a whole input are one question per language.
    const lines: string[] = [];
    for await (const line of createInterface({ input, crlfDelay: Infinity })) {
      if (line.trim() !== '') lines.push(line);
    }
    for (const answer of await checkLines(lines, learned)) output.write(`${JSON.stringify(answer)}\n`);
    return 0;
  }
  if (command === 'stats') {
    output.write(`${await coverageTable()}\n`);
    return 0;
  }
  errors.write(REFEREE_USAGE);
  return 2;
}
