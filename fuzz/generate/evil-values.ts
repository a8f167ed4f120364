/**
 * Values that have broken servers before: wrong types, edge numbers, huge and invisible strings,
 * prototype keys, deep nesting. All survive JSON (socket.io and HTTP bodies are JSON); values JSON
 * cannot carry (NaN, Infinity, -0) are written as text by the byte mutations instead.
 */
const own = (json: string): unknown => JSON.parse(json);

/** Nested arrays `depth` deep, or objects when `objects`. */
export function deeplyNested(depth: number, objects = false): unknown {
  return own(
    objects ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`,
  );
}

export const EVIL_STRINGS: readonly string[] = [
  '',
  ' ',
  '   \t\n  ',
  '\u0000',
  'a\u0000b',
  '\u200b\u200c\u200d\u2060',
  '\ufeff',
  '\u202etxt.exe',
  '\ud800',
  '\udfff\ud800',
  'e\u0301\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'İıß',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE rooms; --',
  '${process.exit()}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e308',
  'a'.repeat(21),
  'a'.repeat(101),
  'a'.repeat(201),
  'x'.repeat(5000),
];

export const EVIL_NUMBERS: readonly number[] = [
  0,
  -1,
  1,
  0.5,
  -0.5,
  2,
  11,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  Date.UTC(2100, 0),
];

/** Every evil value but the large ones, which `hugeValue` makes on demand (rarely: they cost bandwidth). */
export const EVIL_VALUES: readonly unknown[] = [
  ...EVIL_STRINGS,
  ...EVIL_NUMBERS,
  true,
  false,
  null,
  [],
  {},
  [null],
  [[]],
  { length: 1e9 },
  own('{"__proto__":{"isHost":true,"ok":true}}'),
  own('{"constructor":{"prototype":{"polluted":true}}}'),
  own('{"__proto__":null}'),
  { toString: 'x', valueOf: 1, then: 'y' },
  deeplyNested(50),
  deeplyNested(50, true),
];

/** A large value: a long string, a long array, or deep nesting. */
export function hugeValue(roll: number): unknown {
  if (roll < 0.3) return 'A'.repeat(100_000);
  if (roll < 0.45) return 'é'.repeat(300_000);
  if (roll < 0.6) return Array.from({ length: 20_000 }, (_, index) => index);
  if (roll < 0.8) return deeplyNested(3000);
  return deeplyNested(3000, true);
}
