import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDir } from '../testing/temp-dir.ts';
import { CONTRACT_T0, newRoom } from './contract/new-room.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { createRepositories, type Repositories } from './repositories.ts';
import type { DraftUpdate } from './rooms-repository.ts';
import { startSqliteWriterThread } from './sqlite-writer-thread.ts';
import type { SqliteWrites } from './sqlite-writes.ts';

function draft(roomId: string, expectedVersion: number, text: string): DraftUpdate {
  return {
    id: roomId,
    expectedVersion,
    draft: { round: 1, uid: 'host', categoryId: 'name', text },
    time: CONTRACT_T0 + expectedVersion,
  };
}

describe('the SQLite writer thread', () => {
  let dir: string;
  let database: DatabaseHandle;
  let repositories: Repositories;
  let writes: SqliteWrites;

  beforeEach(async () => {
    dir = makeTempDir('writer-thread');
    database = openDatabase({ database: { dialect: 'sqlite', file: join(dir, 'npat.sqlite') } });
    await migrateToLatest(database.db);
    repositories = createRepositories(database.db);
    if (database.sqliteWrites === null) throw new Error('a SQLite database has its writes');
    writes = database.sqliteWrites;
  });
  afterEach(async () => {
    await database.close();
    removeTempDir(dir);
  });

  it('commits a batch on its own connection, answering per change, and this thread reads it at once', async () => {
    const room = newRoom();
    await repositories.rooms.create(room);

    const results = await writes.writeDrafts([draft(room.id, 1, 'An'), draft(room.id, 5, 'Stale')]);

    expect(results).toEqual([true, false]);
    expect(await repositories.rooms.versionOf(room.id)).toBe(2);
    const stored = await repositories.rooms.find(room.id);
    expect(stored?.drafts.map((saved) => saved.text)).toEqual(['An']);
  });

  it('rejects a batch whose transaction failed with the database’s error, and writes none of it', async () => {
    const [first, second] = [newRoom(), newRoom()];
    await repositories.rooms.create(first);
    await repositories.rooms.create(second);
    await sql`create trigger refuse_marked before insert on room_drafts
      when new.answer_text = 'Refuse' begin select raise(abort, 'refused by the test'); end`.execute(
      database.db,
    );

    const batch = writes.writeDrafts([draft(first.id, 1, 'Fine'), draft(second.id, 1, 'Refuse')]);

    await expect(batch).rejects.toMatchObject({
      message: 'refused by the test',
      code: 'SQLITE_CONSTRAINT_TRIGGER',
    });
    expect(await repositories.rooms.versionOf(first.id)).toBe(1);
    expect(await repositories.rooms.versionOf(second.id)).toBe(1);
  });

  it('answers every write under way before it closes, and refuses later ones', async () => {
    const room = newRoom();
    await repositories.rooms.create(room);

    const underWay = writes.writeDrafts([draft(room.id, 1, 'An')]);
    const closed = writes.close();

    expect(await underWay).toEqual([true]);
    await closed;
    await expect(writes.writeDrafts([draft(room.id, 2, 'Ann')])).rejects.toThrow('the database is closed');
  });

  it('hands the writes to this thread when the writer thread cannot run', async () => {
    const room = newRoom();
    await repositories.rooms.create(room);
    const handedOver: string[] = [];
    const fallback: SqliteWrites = {
      writeDrafts: async (changes) => {
        handedOver.push(...changes.map((change) => change.draft.text));
        return changes.map(() => true);
      },
      writeRooms: async (changes) => changes.map(() => true),
      close: async () => {},
    };
    // The thread's connection fails to open: its directory does not exist.
    const broken = startSqliteWriterThread(join(dir, 'missing', 'npat.sqlite'), fallback, {
      checkpointedElsewhere: false,
    });

    // A write sent before the thread failed is rejected (its intent gets an error, as on a crash);
    // once the failure is known, writes go to the fallback.
    await broken.writeDrafts([draft(room.id, 1, 'Lost')]).catch(() => []);
    await expect.poll(async () => broken.writeDrafts([draft(room.id, 1, 'Kept')])).toEqual([true]);
    expect(handedOver).toContain('Kept');
    await broken.close();
  });
});
