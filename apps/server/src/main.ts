import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { buildServer } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { warmReferee } from './game/referee/warm-referee.ts';
import { heapGrowthNotice } from './heap-growth.ts';
import { closeOnSignals } from './shutdown.ts';
import { readyMessages } from './startup-messages.ts';
import { openDatabase } from './storage/database.ts';
import { migrateToLatest } from './storage/migrate.ts';

/** Starts the server: config, database and migrations, HTTP and sockets, then waits for a signal. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = pino({ level: config.logLevel });
  const heapNotice = heapGrowthNotice();
  if (heapNotice !== undefined) logger.warn(heapNotice);
  const fail = (message: string, error: unknown): never => {
    logger.fatal(`${message}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  };

  const database = openDatabase(config, {
    onConnectionError: (error) => logger.warn({ err: error }, 'A database connection failed'),
  });
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0)
      logger.info({ migrations: applied }, `Applied ${applied.length} database migration(s)`);
  } catch (error) {
    await database.close().catch(() => {});
    fail(`Cannot prepare the ${database.dialect} database`, error);
  }

  const { app } = await buildServer(config, { database, logger }).catch((error: unknown) =>
    fail('Cannot start the server', error),
  );
  // Before the first player arrives: building the referee's knowledge holds the event loop for a second or two.
  logger.info(warmReferee());
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    fail(listenFailure(config, error), error);
  }

  const { port } = app.server.address() as AddressInfo;
  for (const line of readyMessages(config.host, port)) logger.info(line);

  closeOnSignals(
    async () => {
      await app.close();
      await database.close();
    },
    { logger },
  );
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(problem);
    process.exit(1);
  }
}

function listenFailure(config: Config, error: unknown): string {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'EADDRINUSE')
    return `Port ${config.port} is already in use; stop the other program or set PORT`;
  if (code === 'EACCES') return `Not allowed to listen on port ${config.port}; choose a PORT above 1023`;
  return `Cannot listen on ${config.host}:${config.port}`;
}

await main();
