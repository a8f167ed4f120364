import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-depth.ts';

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('jsonNestsDeeperThan', () => {
  it('lets JSON as deep as the limit through and refuses one level more', () => {
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan('['.repeat(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('refuses 150,000 levels of objects in one pass', () => {
    expect(jsonNestsDeeperThan(nested(150_000))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const brackets = '[{'.repeat(100);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: brackets }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: `"${brackets}\\"${brackets}` }), 1)).toBe(false);
  });

  it('measures the depth of any JSON value exactly as nested objects and arrays', () => {
    const depthOf = (value: unknown): number =>
      typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.nat(10), (value, limit) => {
        expect(jsonNestsDeeperThan(JSON.stringify(value), limit)).toBe(depthOf(value) > limit);
      }),
    );
  });
});
