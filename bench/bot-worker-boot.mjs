// The bot workers' entry (bot-workers.ts): plain JavaScript, since the bench's `--import tsx` does not
// reach worker threads on Node 20; it lets tsx load the TypeScript worker.
import { tsImport } from 'tsx/esm/api';

await tsImport('./bot-worker.ts', import.meta.url);
