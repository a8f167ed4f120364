/**
 * Operator script: disables (or with --enable, enables again) the account with an email.
 *
 *   npm run disable-user --workspace apps/server -- ada@example.com
 *   npm run disable-user --workspace apps/server -- ada@example.com --enable
 *
 * It reads the same environment as the server (DATABASE_URL, DATA_DIR), so run it where the server
 * runs. A disabled account cannot sign in (403) and its open sessions answer 401 account-disabled
 * from their next request or socket connection on; nothing is deleted.
 */
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/storage/database.ts';
import { migrateToLatest } from '../src/storage/migrate.ts';
import { createRepositories } from '../src/storage/repositories.ts';

async function main(argv: readonly string[]): Promise<number> {
  const enable = argv.includes('--enable');
  const emails = argv.filter((arg) => !arg.startsWith('--'));
  if (emails.length !== 1 || argv.some((arg) => arg.startsWith('--') && arg !== '--enable')) {
    console.error('Usage: disable-user <email> [--enable]');
    return 2;
  }
  const email = (emails[0] ?? '').trim().toLowerCase();

  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(problem);
    return 1;
  }

  const database = openDatabase(config);
  try {
    // A database the server never opened has no users table yet; migrating first makes that a clear "no account".
    await migrateToLatest(database.db);
    const { users } = createRepositories(database.db);
    const found = await users.setDisabledByEmail(email, enable ? null : Date.now());
    if (!found) {
      console.error(`No account has the email ${email}.`);
      return 1;
    }
    console.log(
      enable
        ? `Enabled ${email}: the account can sign in again.`
        : `Disabled ${email}: sign-in is refused and open sessions end at their next request.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
