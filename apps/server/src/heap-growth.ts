import { setFlagsFromString } from 'node:v8';

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
 * Sets the heap's growing factor unless the process was started with one (node flag or
 * NODE_OPTIONS), which then wins. V8 reads this flag each time it sets the next limit, so setting it
 * once the process runs takes effect from the next collection on.
 */
export function limitHeapGrowth(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string = process.env.NODE_OPTIONS ?? '',
  setFlags: (flags: string) => void = setFlagsFromString,
): boolean {
  if ([...execArgv, nodeOptions].some((option) => option.includes(FLAG))) return false;
  setFlags(`${FLAG}=${HEAP_GROWING_PERCENT}`);
  return true;
}
