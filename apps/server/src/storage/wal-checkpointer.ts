import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';

/** How often the checkpoint runs: the WAL then holds about a second of writes. */
export const CHECKPOINT_EVERY_MS = 1000;

/** WAL pages (~4 KB each) past which a checkpoint also makes the next commit start the WAL over. */
export const RESTART_ABOVE_PAGES = 4096;

/** SQLite's own default, restored should the worker fail. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

export interface WalCheckpointer {
  /** Ends the worker (after one last checkpoint); calling it again does nothing. */
  stop(): Promise<void>;
}

// Plain JavaScript run by the worker thread (eval), so it needs no loader for TypeScript.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
// How long a RESTART waits, first for the server's writer, then (holding writers off) for readers.
// Short, since a server write that comes meanwhile waits on its thread for the RESTART to end; the
// server's transactions hold the write lock from their start (sqlite-immediate-dialect.ts), so they
// are never the reader it waits for. The next round tries again.
db.pragma('busy_timeout = 100');
const checkpoint = () => {
  const startedAt = Date.now();
  const [{ log }] = db.pragma('wal_checkpoint(PASSIVE)');
  if (log > workerData.restartAbovePages) db.pragma('wal_checkpoint(RESTART)');
  parentPort.postMessage({ checkpointedFrom: startedAt });
};
const timer = setInterval(() => {
  try { checkpoint(); } catch (error) { parentPort.postMessage({ failed: String(error) }); }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  try { checkpoint(); } finally { db.close(); parentPort.close(); }
});
`;

export interface CheckpointerOptions {
  readonly everyMs?: number;
  readonly restartAbovePages?: number;
  /** Told when the worker fails, for the server's other connections to checkpoint by themselves again. */
  readonly onFailure?: () => void;
  /** Told after each checkpoint, with the wall-clock time it began: it holds every commit made before then. */
  readonly onCheckpoint?: (startedAt: number) => void;
}

/**
 * Moves SQLite's WAL checkpoints off the server's thread. By default the commit that takes the WAL past
 * 1000 pages copies them into the database file (and syncs it) before it returns, so now and then one
 * player's ack waits for everyone's writes; at hundreds of commits a second that is most of the cost
 * of a commit. Here `connection` never checkpoints, and a worker thread with its own connection runs a
 * PASSIVE checkpoint every second: it never blocks a writer, and once it has copied everything, the
 * next commit starts the WAL over. Under steady load that never happens (commits keep adding pages while
 * it copies) and the WAL would grow without end (600 MB in a 2.5 minute bench), so past
 * `restartAbovePages` the worker goes on with a RESTART checkpoint: it copies the few pages the
 * PASSIVE one left and holds writers off meanwhile (a few milliseconds, most of it one fsync), so the
 * next commit starts the WAL over and the file stays at a few seconds of writes. Durability is unchanged: a commit is in
 * the WAL, and the WAL is the database, whether or not it was checkpointed yet. Should the worker
 * fail, `connection` checkpoints by itself again.
 */
export function startWalCheckpointer(
  connection: SqliteDatabase.Database,
  file: string,
  {
    everyMs = CHECKPOINT_EVERY_MS,
    restartAbovePages = RESTART_ABOVE_PAGES,
    onFailure = () => {},
    onCheckpoint = () => {},
  }: CheckpointerOptions = {},
): WalCheckpointer {
  connection.pragma('wal_autocheckpoint = 0');
  const checkpointByItself = () => {
    if (connection.open) connection.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
    onFailure();
  };
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      everyMs,
      restartAbovePages,
    },
  });
  // The worker must not keep a server (or a test) alive that has nothing else to do.
  worker.unref();
  worker.on('error', checkpointByItself);
  worker.on('message', (message: { checkpointedFrom?: number; failed?: string }) => {
    if (message.checkpointedFrom === undefined) checkpointByItself();
    else onCheckpoint(message.checkpointedFrom);
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopping: Promise<void> | undefined;
  return {
    stop() {
      stopping ??= (async () => {
        // Held while it finishes: an unreferenced worker would let the process end before its last checkpoint.
        worker.ref();
        worker.postMessage('stop');
        await exited;
      })();
      return stopping;
    },
  };
}
