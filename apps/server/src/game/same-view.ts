import type { PlayerView } from '@npat/engine';

/**
 * Whether two views of one player show the same thing: equal as JSON, apart from `serverNow` (the
 * moment each was built). A view is built from the game state alone plus that moment, so when a
 * change leaves a player's view the same, the view they already hold is still exact.
 */
export function sameView(a: PlayerView, b: PlayerView): boolean {
  return sameJson({ ...a, serverNow: 0 }, { ...b, serverNow: 0 });
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}
