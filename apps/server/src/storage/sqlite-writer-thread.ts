import { Worker } from 'node:worker_threads';
import type { DraftUpdate, RoomUpdate } from './rooms-repository.ts';
import type { WriteFailure, WriterReply, WriterRequest, WriterThreadData } from './sqlite-writer-messages.ts';
import type { SqliteWrites } from './sqlite-writes.ts';

export interface SqliteWriterThread extends SqliteWrites {
  /** The WAL checkpointer failed: the writer's commits checkpoint by themselves again. */
  checkpointByItself(): void;
}

interface Pending {
  readonly resolve: (results: readonly boolean[]) => void;
  readonly reject: (error: Error) => void;
}

function errorOf({ name, message, code }: WriteFailure): Error {
  const error = new Error(message);
  error.name = name;
  return code === undefined ? error : Object.assign(error, { code });
}

/**
 * Commits the game's writes on a thread of their own (sqlite-writer-worker.ts, with its own connection
 * to `file`), so SQLite's work (about a quarter of the server's busy time in a full bench) no longer
 * holds up the sockets. Batches are committed in the order they are sent; each answers once its
 * transaction committed, so an acknowledgement still never comes before its commit. Should the thread
 * fail, the batches it had are rejected (their intents get an error, as on a crash) and later ones go
 * to `fallback`, on this thread.
 */
export function startSqliteWriterThread(
  file: string,
  fallback: SqliteWrites,
  { checkpointedElsewhere }: { checkpointedElsewhere: boolean },
): SqliteWriterThread {
  const data: WriterThreadData = { file, checkpointedElsewhere };
  const worker = new Worker(new URL('./sqlite-writer-boot.mjs', import.meta.url), { workerData: data });
  // Idle, it must not keep a server (or a test) alive; with writes under way it holds the process.
  worker.unref();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failed: Error | undefined;
  let closing: Promise<void> | undefined;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let drained: (() => void) | undefined;

  const settleAll = (error: Error) => {
    failed ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    drained?.();
  };
  worker.on('error', settleAll);
  // A close ends the thread with nothing pending; a thread that stopped otherwise, even while a close
  // waits for its writes, leaves them unanswered unless they are failed here.
  worker.once('exit', () => {
    if (closing === undefined || pending.size > 0) settleAll(new Error('the SQLite writer thread stopped'));
  });
  worker.on('message', (reply: WriterReply) => {
    const waiting = pending.get(reply.id);
    if (waiting === undefined) return;
    pending.delete(reply.id);
    if (pending.size === 0) {
      worker.unref();
      drained?.();
    }
    if ('results' in reply) waiting.resolve(reply.results);
    else waiting.reject(errorOf(reply.failure));
  });

  const send = (request: WriterRequest & { id: number }): Promise<readonly boolean[]> =>
    new Promise((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });

  return {
    writeDrafts(changes: readonly DraftUpdate[]) {
      if (closing !== undefined) return Promise.reject(new Error('the database is closed'));
      if (failed !== undefined) return fallback.writeDrafts(changes);
      return send({ type: 'drafts', id: nextId++, changes });
    },
    writeRooms(changes: readonly RoomUpdate[]) {
      if (closing !== undefined) return Promise.reject(new Error('the database is closed'));
      if (failed !== undefined) return fallback.writeRooms(changes);
      return send({ type: 'rooms', id: nextId++, changes });
    },
    checkpointByItself() {
      if (failed === undefined && closing === undefined) worker.postMessage({ type: 'checkpoint-by-itself' });
    },
    close() {
      closing ??= (async () => {
        if (pending.size > 0) await new Promise<void>((resolve) => (drained = resolve));
        if (failed === undefined) {
          worker.ref();
          worker.postMessage({ type: 'close' } satisfies WriterRequest);
          await exited;
        }
      })();
      return closing;
    },
  };
}
