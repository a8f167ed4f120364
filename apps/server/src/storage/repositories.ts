import type { Kysely } from 'kysely';
import { createMetaRepository, type MetaRepository } from './meta-repository.ts';
import type { Database } from './schema.ts';

/** Every repository, each behind its own small interface; later issues add users, sessions, rooms. */
export interface Repositories {
  readonly meta: MetaRepository;
}

/** Creates the repositories over one database. */
export function createRepositories(db: Kysely<Database>): Repositories {
  return { meta: createMetaRepository(db) };
}
