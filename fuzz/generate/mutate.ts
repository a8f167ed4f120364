import type { Random } from '../random.ts';
import { EVIL_VALUES, hugeValue } from './evil-values.ts';

type Json = unknown;

/** Keys a mutation adds: prototype names and near-misses of real fields. */
const ODD_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'roomId ',
  'RoomId',
  'roomid',
  '',
  'ok',
  'isHost',
  'uid',
];

/** A copy of `value` with one to three structural mutations (wrong types, evil values, odd keys). */
export function mutateValue(value: Json, random: Random): Json {
  let result = jsonClone(value);
  const times = random.int(1, 3);
  for (let index = 0; index < times; index += 1) result = mutateOnce(result, random);
  return result;
}

function mutateOnce(value: Json, random: Random): Json {
  const paths = pathsOf(value);
  const path = random.pick(paths);
  const replacement = (old: Json): Json =>
    random.weighted<() => Json>([
      // A copy: later mutations of this message must not change the shared list.
      [() => jsonClone(random.pick(EVIL_VALUES)), 10],
      [() => hugeValue(random.next()), 0.3],
      [() => changeType(old, random), 4],
      [() => [old], 1],
      [() => ({ value: old }), 1],
      [() => undefined, 2],
    ])();
  if (path.length === 0) {
    if (isObject(value) && random.chance(0.5)) return withOddKey(value, random);
    return replacement(value);
  }
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1] as string | number;
  const parent = at(value, parentPath) as Record<string | number, Json>;
  if (isObject(parent) && random.chance(0.2)) {
    delete parent[key];
    return value;
  }
  if (isObject(parent) && random.chance(0.15)) {
    // Defined, not assigned: assigning `__proto__` would set the prototype instead of adding a key.
    for (const [name, item] of Object.entries(withOddKey({}, random) as object))
      Object.defineProperty(parent, name, {
        value: item,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return value;
  }
  parent[key] = replacement(parent[key]);
  return value;
}

function withOddKey(value: Record<string, Json>, random: Random): Json {
  // JSON.parse gives `__proto__` as an own key, as a received message would have it.
  const extra = JSON.parse(
    `{${JSON.stringify(random.pick(ODD_KEYS))}:${JSON.stringify(random.pick(EVIL_VALUES) ?? null)}}`,
  );
  return { ...value, ...extra };
}

/** A deep copy through JSON, which keeps an own `__proto__` key as one (structuredClone may not). */
function jsonClone(value: Json): Json {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value) ?? 'null');
}

function changeType(old: Json, random: Random): Json {
  if (typeof old === 'string') return random.pick<Json>([Number(old) || 1, [old], { old }, old.length, true]);
  if (typeof old === 'number')
    return random.pick<Json>([String(old), [old], old > 0 ? -old : old + 1e9, null]);
  if (Array.isArray(old))
    return random.pick<Json>([JSON.stringify(old), { ...old }, old.length, old.concat(old)]);
  if (isObject(old)) return random.pick<Json>([Object.values(old), JSON.stringify(old), 'object']);
  return random.pick<Json>(['', 0, {}, []]);
}

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every path into `value` (the root is []), so each node is as likely to be mutated. */
function pathsOf(
  value: Json,
  prefix: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  out.push(prefix);
  if (out.length > 200) return out;
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], out));
  else if (isObject(value)) for (const key of Object.keys(value)) pathsOf(value[key], [...prefix, key], out);
  return out;
}

function at(value: Json, path: readonly (string | number)[]): Json {
  let node = value;
  for (const key of path) node = (node as Record<string | number, Json>)[key];
  return node;
}
