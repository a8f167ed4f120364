import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { tuneSqliteConnection, WRITER_CACHE_KB } from './sqlite-connection.ts';
import { prepareSqliteWrites, type SqliteWriteStatements } from './sqlite-write-statements.ts';
import type { WriteFailure, WriterReply, WriterRequest, WriterThreadData } from './sqlite-writer-messages.ts';

// The writer thread (sqlite-writer-thread.ts): its own connection commits every batch it is sent, in
// the order they come, and answers each one once its transaction committed (or failed).
const port = parentPort;
if (port === null) throw new Error('sqlite-writer-worker.ts runs as a worker thread');
const { file, checkpointedElsewhere } = workerData as WriterThreadData;
const connection = new SqliteDatabase(file);
tuneSqliteConnection(connection, WRITER_CACHE_KB);
if (checkpointedElsewhere) connection.pragma('wal_autocheckpoint = 0');

// Prepared on the first batch: the server sends none before its migrations ran.
let statements: SqliteWriteStatements | undefined;

function failureOf(error: unknown): WriteFailure {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, message: error.message, code: typeof code === 'string' ? code : undefined };
}

port.on('message', (request: WriterRequest) => {
  if (request.type === 'close') {
    connection.close();
    port.close();
    return;
  }
  if (request.type === 'checkpoint-by-itself') {
    connection.pragma('wal_autocheckpoint = 1000');
    return;
  }
  let reply: WriterReply;
  try {
    statements ??= prepareSqliteWrites(connection);
    const results =
      request.type === 'drafts' ? statements.drafts(request.changes) : statements.rooms(request.changes);
    reply = { id: request.id, results };
  } catch (error) {
    reply = { id: request.id, failure: failureOf(error) };
  }
  port.postMessage(reply);
});
