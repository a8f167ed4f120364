// The SQLite writer thread's entry (sqlite-writer-thread.ts): plain JavaScript, since the server's
// `--import tsx` does not reach worker threads on Node 20; it lets tsx load the TypeScript worker.
import { tsImport } from 'tsx/esm/api';

await tsImport('./sqlite-writer-worker.ts', import.meta.url);
