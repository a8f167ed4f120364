import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { MIGRATIONS } from '../migrations/index.ts';
import { createRepositories, type Repositories } from '../repositories.ts';
import { describeGameResultsContract } from './game-results-contract.ts';
import { migrateUpTo, type OpenEmptyDatabase } from './migrated-database.ts';
import { describeDisplayNameSkeletonMigration } from './display-name-skeleton-migration.ts';
import { describePasswordResetTokensContract } from './password-reset-tokens-contract.ts';
import { describePendingSignUpsContract } from './pending-sign-ups-contract.ts';
import { describeRateLimitContract } from './rate-limit-contract.ts';
import { describeRefereeLearnedContract } from './referee-learned-contract.ts';
import { describeRetentionContract } from './retention-contract.ts';
import { describeRoomsContract } from './rooms-contract.ts';
import { describeSessionsContract } from './sessions-contract.ts';
import { describeSignInThrottleContract } from './sign-in-throttle-contract.ts';
import { describeUserLocaleMigration } from './user-locale-migration.ts';
import { describeUsersContract } from './users-contract.ts';

export type { OpenEmptyDatabase } from './migrated-database.ts';

/**
 * The behaviour every storage backend must show, declared once and run against each dialect
 * (see sqlite.contract.test.ts and postgres.contract.test.ts). Add a group here for each new repository.
 */
export function describeStorageContract(label: string, openEmpty: OpenEmptyDatabase): void {
  describe(`storage contract on ${label}`, () => {
    describe('migrations', () => {
      it('apply every migration to an empty database, and a second run changes nothing', async () => {
        const database = await openEmpty();
        try {
          expect(await migrateToLatest(database.db)).toEqual(Object.keys(MIGRATIONS));
          const { meta } = createRepositories(database.db);
          const createdAt = await meta.get('database_created_at');
          expect(Number.isNaN(Date.parse(createdAt ?? ''))).toBe(false);

          expect(await migrateToLatest(database.db)).toEqual([]);
          expect(await meta.get('database_created_at')).toBe(createdAt);
        } finally {
          await database.close();
        }
      });
    });

    describe('rooms stored before drafts had rows of their own', () => {
      it('keep their snapshot once migrated', async () => {
        const database = await openEmpty();
        try {
          await migrateUpTo(database, '0005_games');
          await sql`insert into rooms (id, join_code, phase, state, version, created_at, updated_at, last_active_at)
            values ('old-room', 'OLD123', 'LOBBY', '{"lobby":{}}', 7, 1, 2, 3)`.execute(database.db);
          await migrateToLatest(database.db);
          const { rooms } = createRepositories(database.db);
          expect(await rooms.find('old-room')).toMatchObject({
            snapshot: '{"lobby":{}}',
            drafts: [],
            version: 7,
          });
        } finally {
          await database.close();
        }
      });
    });

    describe('database handle', () => {
      it('answers a ping while open and refuses one after closing', async () => {
        const database = await openEmpty();
        await database.ping();
        await database.close();
        await expect(database.ping()).rejects.toThrow();
        await database.close(); // closing twice is harmless
      });
    });

    describeMetaRepository(openEmpty);
    describeUsersContract(openEmpty);
    describeDisplayNameSkeletonMigration(openEmpty);
    describeUserLocaleMigration(openEmpty);
    describeSessionsContract(openEmpty);
    describePasswordResetTokensContract(openEmpty);
    describePendingSignUpsContract(openEmpty);
    describeRateLimitContract(openEmpty);
    describeSignInThrottleContract(openEmpty);
    describeRoomsContract(openEmpty);
    describeGameResultsContract(openEmpty);
    describeRetentionContract(openEmpty);
    describeRefereeLearnedContract(openEmpty);
  });
}

function describeMetaRepository(openEmpty: OpenEmptyDatabase): void {
  describe('meta repository', () => {
    let database: DatabaseHandle;
    let repositories: Repositories;

    beforeAll(async () => {
      database = await openEmpty();
      await migrateToLatest(database.db);
      repositories = createRepositories(database.db);
    });
    afterAll(() => database?.close());

    it('has no value for a key never stored', async () => {
      expect(await repositories.meta.get('never-stored')).toBeUndefined();
    });

    it('stores a value with upsert and overwrites it with the next upsert', async () => {
      await repositories.meta.upsert('colour', 'red');
      expect(await repositories.meta.get('colour')).toBe('red');
      await repositories.meta.upsert('colour', 'blue');
      expect(await repositories.meta.get('colour')).toBe('blue');
    });

    it('keeps the first value when setIfAbsent is called again', async () => {
      expect(await repositories.meta.setIfAbsent('first', 'one')).toBe('one');
      expect(await repositories.meta.setIfAbsent('first', 'two')).toBe('one');
      expect(await repositories.meta.get('first')).toBe('one');
    });

    it('round-trips unicode, quotes and line breaks unchanged', async () => {
      const value = 'Ölfass 🦁 名前 שָׁלוֹם "quoted" \'single\' \\ back\nslash\ttab';
      await repositories.meta.upsert('unicode-ключ', value);
      expect(await repositories.meta.get('unicode-ключ')).toBe(value);
    });

    it('ends concurrent upserts of one key with a single row holding one of the values', async () => {
      const values = Array.from({ length: 25 }, (_, index) => `value-${index}`);
      await Promise.all(values.map((value) => repositories.meta.upsert('contended', value)));

      const rows = await database.db
        .selectFrom('server_meta')
        .select(sql<number>`count(*)`.as('count'))
        .where('key', '=', 'contended')
        .executeTakeFirstOrThrow();
      expect(Number(rows.count)).toBe(1);
      expect(values).toContain(await repositories.meta.get('contended'));
    });

    it('gives every concurrent setIfAbsent of one key the same winning value', async () => {
      const values = Array.from({ length: 10 }, (_, index) => `candidate-${index}`);
      const stored = await Promise.all(values.map((value) => repositories.meta.setIfAbsent('race', value)));
      expect(new Set(stored).size).toBe(1);
      expect(stored[0]).toBe(await repositories.meta.get('race'));
    });
  });
}
