/**
 * Deep copy of plain JSON data. Intents copy the state once and then change the copy, which keeps
 * every rule simple while the caller's state is never touched. Written with plain loops: it runs on
 * every intent, and `Object.entries` made it about twice as slow.
 */
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array(value.length);
    for (let index = 0; index < value.length; index += 1) copy[index] = cloneJson(value[index]);
    return copy as T;
  }
  const copy: Record<string, unknown> = {};
  // Plain data from JSON or the engine has no inherited enumerable keys, so for…in sees its own keys only.
  for (const key in value) copy[key] = cloneJson((value as Record<string, unknown>)[key]);
  return copy as T;
}
