/**
 * `next` with every part that equals the same part of `previous` replaced by that very part of
 * `previous`: deep-equal to `next`, and sharing with `previous` whatever did not change.
 *
 * Intents change a whole copy of the game (cloneJson), so without this every object of the game is new
 * after every intent. The room keeps each state for seconds, long enough for it to outlive the young
 * generation, so each copy was garbage in the old one; and the views' caches, keyed by the state's
 * objects (view/shared-parts.ts), could never find what an earlier intent had already computed.
 *
 * `next` must be a private copy (a draft an intent made): it is changed in place, only ever to hold
 * an equal value (docs/decisions/046-states-share-what-did-not-change.md).
 */
export function keepUnchanged<T>(previous: T, next: T): T {
  return kept(previous, next) as T;
}

function kept(previous: unknown, next: unknown): unknown {
  // Object.is rather than ===, so that not even a 0 takes the place of a -0.
  if (Object.is(previous, next)) return previous;
  if (typeof next !== 'object' || next === null || typeof previous !== 'object' || previous === null)
    return next;
  if (Array.isArray(next) !== Array.isArray(previous)) return next;
  return Array.isArray(next) ? keptArray(previous as unknown[], next) : keptObject(previous, next);
}

/** Items compared by their index: an item added at the end leaves every other one shared. */
function keptArray(previous: unknown[], next: unknown[]): unknown[] {
  let same = previous.length === next.length;
  const shared = Math.min(previous.length, next.length);
  for (let index = 0; index < shared; index += 1) {
    const item = kept(previous[index], next[index]);
    if (item !== next[index]) next[index] = item;
    if (!Object.is(item, previous[index])) same = false;
  }
  return same ? previous : next;
}

function keptObject(previous: object, next: object): object {
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  let same = true;
  let keys = 0;
  // Plain data from JSON or the engine: for…in sees its own keys only (see cloneJson).
  for (const key in after) {
    keys += 1;
    if (!Object.hasOwn(before, key)) {
      same = false;
      continue;
    }
    const value = kept(before[key], after[key]);
    if (value !== after[key]) setOwn(after, key, value);
    if (!Object.is(value, before[key])) same = false;
  }
  if (!same) return next;
  let keysBefore = 0;
  for (const _key in before) keysBefore += 1;
  return keysBefore === keys ? previous : next;
}

/** A "__proto__" key that JSON.parse made an own key stays one (plain assignment would set the prototype). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
