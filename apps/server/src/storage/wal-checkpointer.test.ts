import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKPOINT_EVERY_MS, startWalCheckpointer } from './wal-checkpointer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openWal(): { connection: SqliteDatabase.Database; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'npat-wal-'));
  dirs.push(dir);
  const file = join(dir, 'npat.sqlite');
  const connection = new SqliteDatabase(file);
  connection.pragma('journal_mode = WAL');
  connection.exec('create table t (n integer, text text)');
  return { connection, file };
}

const walPages = (connection: SqliteDatabase.Database) =>
  (connection.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0]?.log;

describe('the WAL checkpointer', () => {
  it('leaves checkpoints to its worker, which folds the WAL back so the next writes start it over', async () => {
    const { connection, file } = openWal();
    // A RESTART checkpoint holds writers off for a moment; the server's connection waits, so this one does too.
    connection.pragma('busy_timeout = 5000');
    const checkpoints: number[] = [];
    const checkpointer = startWalCheckpointer(connection, file, {
      onCheckpoint: (at) => checkpoints.push(at),
    });
    expect(connection.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const insert = connection.prepare('insert into t (n, text) values (?, ?)');
    for (let n = 0; n < 3000; n += 1) insert.run(n, 'x'.repeat(2000));
    const grown = statSync(`${file}-wal`).size;
    const written = Date.now();
    // Waits for a checkpoint begun after the last write: on a busy machine the worker may start late.
    while (!checkpoints.some((at) => at > written)) await sleep(CHECKPOINT_EVERY_MS / 4);
    for (let n = 0; n < 10; n += 1) insert.run(n, 'y');
    // The WAL started over after the worker's checkpoint: it holds only the last few writes.
    expect(walPages(connection)).toBeLessThan(100);
    expect(statSync(`${file}-wal`).size).toBeLessThanOrEqual(grown);
    await checkpointer.stop();
    connection.close();
    const reopened = new SqliteDatabase(file);
    expect(reopened.prepare('select count(*) as c from t').get()).toEqual({ c: 3010 });
    reopened.close();
  });

  it('keeps the WAL small while writes never stop long enough for a passive checkpoint to finish', async () => {
    const { connection, file } = openWal();
    connection.pragma('busy_timeout = 5000');
    const checkpointer = startWalCheckpointer(connection, file, { everyMs: 100, restartAbovePages: 500 });
    await sleep(500); // the worker thread is up
    const insert = connection.prepare('insert into t (n, text) values (?, ?)');
    let largest = 0;
    // 3000 commits of a 2 KB row with hardly a pause, as a busy server commits: at least 12 MB of pages.
    for (let batch = 0; batch < 600; batch += 1) {
      for (let n = 0; n < 5; n += 1) insert.run(n, 'z'.repeat(2000));
      largest = Math.max(largest, statSync(`${file}-wal`).size);
      await sleep(1);
    }
    await checkpointer.stop();
    // Without the RESTART checkpoints the WAL held every page written (about 24 MB when measured).
    expect(largest).toBeLessThan(8 * 1024 * 1024);
    expect(connection.prepare('select count(*) as c from t').get()).toEqual({ c: 3000 });
    connection.close();
  });

  it('stops once, however often it is asked to', async () => {
    const { connection, file } = openWal();
    const checkpointer = startWalCheckpointer(connection, file);
    await Promise.all([checkpointer.stop(), checkpointer.stop()]);
    connection.close();
  });
});
