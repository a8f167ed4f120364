/**
 * The referee's command without a database (docs/referee.md#commands): verdicts from its data alone.
 * `npm run referee` runs apps/server/scripts/referee.ts, which adds what finished reviews decided.
 */
import { runRefereeCommand } from './referee-command.ts';

process.exitCode = await runRefereeCommand(process.argv.slice(2));
