/**
 * Operator command: the referee (docs/referee.md#commands), with what finished reviews decided.
 *
 *   npm run referee -- check < queries.jsonl
 *   npm run referee -- stats
 *
 * `check` reads the learned counts from the server's database, found as the server finds it
 * (DATABASE_URL, else `npat.sqlite` under DATA_DIR), so run it where the server runs. It only reads: a
 * missing SQLite file is not created, and nothing is migrated. Without a database it judges by the data alone.
 */
import { runRefereeCommand } from '@npat/referee/command';
import { ConfigError, loadDatabaseLocation } from '../src/config.ts';
import { openLearnedVerdicts } from './learned-verdicts.ts';

async function main(argv: readonly string[]): Promise<number> {
  if (argv[0] !== 'check') return runRefereeCommand(argv);

  let learned;
  try {
    learned = await openLearnedVerdicts(loadDatabaseLocation(process.env));
  } catch (error) {
    const problems =
      error instanceof ConfigError
        ? error.problems
        : [String(error instanceof Error ? error.message : error)];
    for (const problem of problems) console.error(problem);
    return 1;
  }
  console.error(`Learned verdicts: ${learned.origin}`);
  try {
    return await runRefereeCommand(argv, { learned: learned.source });
  } finally {
    await learned.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
