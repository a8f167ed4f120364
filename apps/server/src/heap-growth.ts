/**
 * How far V8 lets the heap grow past what the last full collection kept, in per cent. By default it
 * picks a factor of up to 4 when collections are cheap, which they are here: the live heap of a busy
 * server is small (about 50 MB for 600 players) but dead game states, views and packets pile up to
 * three times that before the next full collection, and the process keeps that memory. Growing by a
 * quarter keeps RSS near the live heap; the extra full collections cost no measurable CPU per intent
 * (docs/decisions/009-server-hot-path.md).
 */
export const HEAP_GROWING_PERCENT = 25;

const FLAG = '--heap-growing-percent';

/**
 * The node flags every launch of the server passes (`npm start`, `npm run dev`, the bench). V8 flags
 * belong on the command line: Node refuses this one in NODE_OPTIONS, and setting it from inside the
 * running process is unpredictable. An operator's own `--heap-growing-percent` given after these wins.
 */
export const SERVER_NODE_FLAGS: readonly string[] = [`${FLAG}=${HEAP_GROWING_PERCENT}`];

/**
 * A line for the log when the process was started without a growing factor of its own, saying how
 * to start it; `undefined` when it has one (whatever its value: the operator's choice stands).
 */
export function heapGrowthNotice(execArgv: readonly string[] = process.execArgv): string | undefined {
  if (execArgv.some((option) => option === FLAG || option.startsWith(`${FLAG}=`))) return undefined;
  return (
    `Started without ${FLAG}: memory may grow to several times what the game needs; ` +
    `start with npm start, or pass ${SERVER_NODE_FLAGS.join(' ')} to node`
  );
}
