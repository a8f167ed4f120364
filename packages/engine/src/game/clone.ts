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
  for (const key in value) {
    const item = cloneJson((value as Record<string, unknown>)[key]);
    // JSON.parse makes "__proto__" an own key; plain assignment would set the copy's prototype instead.
    if (key === '__proto__') defineOwn(copy, key, item);
    else copy[key] = item;
  }
  return copy as T;
}

function defineOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
