import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite, type OpenedSqlite } from './sqlite.ts';

// A second connection in its own thread, as the WAL checkpointer has: asked to, it takes the write
// lock (waiting up to 5 s for it), writes, holds the lock a moment and commits.
const OTHER_WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const db = new (require(workerData.driver))(workerData.file);
db.pragma('busy_timeout = 5000');
parentPort.once('message', () => {
  parentPort.postMessage('asking for the lock');
  db.exec('begin immediate');
  db.prepare("insert into t (who) values ('other')").run();
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  db.exec('commit');
  db.close();
  parentPort.postMessage('committed');
});
`;

const opened: OpenedSqlite[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const { db, connection, checkpointer } of opened.splice(0)) {
    await db.destroy();
    if (connection.open) connection.close();
    await checkpointer?.stop();
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function otherWriter(file: string) {
  const worker = new Worker(OTHER_WRITER, {
    eval: true,
    workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), file },
  });
  const said = (message: string) =>
    new Promise<void>((resolve) => {
      const listen = (said: unknown) => {
        if (said !== message) return;
        worker.off('message', listen);
        resolve();
      };
      worker.on('message', listen);
    });
  return { worker, said };
}

describe('SQLite transactions', () => {
  it('that read before they write still commit when another connection wants the write lock meanwhile', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'npat-immediate-'));
    dirs.push(dir);
    const file = join(dir, 'npat.sqlite');
    const database = openSqlite(file);
    opened.push(database);
    const { db } = database;
    await sql`create table t (who text)`.execute(db);
    const other = otherWriter(file);
    const otherCommitted = other.said('committed');

    await db.transaction().execute(async (trx) => {
      await sql`select count(*) from t`.execute(trx);
      const asking = other.said('asking for the lock');
      other.worker.postMessage('go');
      await asking;
      // Long enough for the other connection to have taken the lock, were it free.
      await sleep(50);
      // With a plain 'begin' this write fails with SQLITE_BUSY: the other connection took the lock
      // between the read and the write, and SQLite does not wait for a lock a reader asks for.
      await sql`insert into t (who) values ('server')`.execute(trx);
    });

    await otherCommitted;
    const { rows } = await sql<{ who: string }>`select who from t order by rowid`.execute(db);
    expect(rows.map((row) => row.who)).toEqual(['server', 'other']);
  });
});
