import { existsSync } from 'node:fs';
import type { LearnedSource } from '@npat/referee/command';
import type { Kysely } from 'kysely';
import type { DatabaseLocation } from '../src/config.ts';
import { openDatabase } from '../src/storage/database.ts';
import { learnedLookupOf } from '../src/storage/referee-learned-lookup.ts';
import { createRefereeLearnedRepository } from '../src/storage/referee-learned-repository.ts';
import type { Database } from '../src/storage/schema.ts';
import { openSqliteReadOnly } from '../src/storage/sqlite-read-only.ts';

/** What finished reviews decided, as the referee command reads them, and where they come from. */
export interface LearnedVerdicts {
  /** Undefined without a database to read: verdicts then come from the referee's data alone. */
  readonly source: LearnedSource | undefined;
  /** Where the counts come from, or why there are none, for the operator. */
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * Opens the server's database to read the referee's learned counts: the SQLite file only if it exists
 * (read-only, so the command neither creates nor changes one), or PostgreSQL. Nothing is migrated: a
 * database from before learning existed has no counts.
 *
 * @throws when the database is there but cannot be read (PostgreSQL down, a file that is no database)
 */
export async function openLearnedVerdicts({ database }: DatabaseLocation): Promise<LearnedVerdicts> {
  let opened: { readonly db: Kysely<Database>; close(): Promise<void> };
  let origin: string;
  if (database.dialect === 'sqlite') {
    if (database.file === ':memory:' || !existsSync(database.file)) {
      return none(`none, no database at ${database.file}`);
    }
    opened = openSqliteReadOnly(database.file);
    origin = database.file;
  } else {
    opened = openDatabase({ database });
    origin = `PostgreSQL at ${new URL(database.url).host}`;
  }
  try {
    const tables = await opened.db.introspection.getTables();
    if (!tables.some((table) => table.name === 'referee_learned')) {
      await opened.close();
      return none(`none yet in ${origin}, whose server has not learned from play`);
    }
  } catch (error) {
    await opened.close();
    throw new Error(`Cannot read ${origin}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const repository = createRefereeLearnedRepository(opened.db);
  return {
    source: async (language, pairs) =>
      learnedLookupOf(
        await repository.countsOf(
          language,
          pairs.map(({ category, key }) => ({ category, answerKey: key })),
        ),
      ),
    origin,
    close: () => opened.close(),
  };
}

function none(origin: string): LearnedVerdicts {
  return { source: undefined, origin, close: async () => {} };
}
