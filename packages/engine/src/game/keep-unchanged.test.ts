import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneJson } from './clone.ts';
import { keepUnchanged } from './keep-unchanged.ts';

/** Every object or array of `value`, with the keys that lead to it. */
function objectsOf(value: unknown, path: string[] = []): [string[], object][] {
  if (typeof value !== 'object' || value === null) return [];
  const inner = Object.entries(value).flatMap(([key, item]) => objectsOf(item, [...path, key]));
  return [[path, value], ...inner];
}

/** The part of `value` at `path`, through own keys only. */
function at(value: unknown, path: readonly string[]): unknown {
  let part = value;
  for (const key of path) {
    if (typeof part !== 'object' || part === null || !Object.hasOwn(part, key)) return undefined;
    part = (part as Record<string, unknown>)[key];
  }
  return part;
}

describe('keepUnchanged', () => {
  it('gives back the previous value itself when the copy was not changed', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(keepUnchanged(value, cloneJson(value))).toBe(value);
      }),
    );
  });

  it('equals the next value, and shares with the previous every part that is the same at the same place', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (previous, next) => {
        const expected = cloneJson(next);
        const result = keepUnchanged(previous, cloneJson(next));
        expect(result).toEqual(expected);
        for (const [path, part] of objectsOf(result)) {
          const before = at(previous, path);
          if (sameJson(before, part)) expect(part).toBe(before);
          else expect(part).not.toBe(before);
        }
      }),
    );
  });

  it('keeps every round but the one an intent changed, and that round’s untouched parts', () => {
    const previous = {
      phase: 'REVIEW',
      rounds: [
        { number: 1, answers: [{ uid: 'ana', text: 'Anna' }], reviewDone: ['ana'] },
        { number: 2, answers: [{ uid: 'ana', text: 'Bern' }], reviewDone: [] as string[] },
      ],
    };
    const next = cloneJson(previous);
    next.rounds[1]!.reviewDone.push('ben');
    const result = keepUnchanged(previous, next);
    expect(result).toBe(next);
    expect(result.rounds[0]).toBe(previous.rounds[0]);
    expect(result.rounds[1]).not.toBe(previous.rounds[1]);
    expect(result.rounds[1]!.answers).toBe(previous.rounds[1]!.answers);
    expect(result.rounds[1]!.reviewDone).toEqual(['ben']);
    expect(previous.rounds[1]!.reviewDone).toEqual([]);
  });

  it('does not take a key the previous value only inherits, such as a "__proto__" that JSON.parse made its own', () => {
    const previous = {} as Record<string, unknown>;
    const next = JSON.parse('{"__proto__":{}}') as Record<string, unknown>;
    const result = keepUnchanged(previous, next);
    expect(result).toBe(next);
    expect(Object.keys(result)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  });

  it('keeps a "__proto__" key of its own when it puts the previous value’s part in its place', () => {
    const previous = JSON.parse('{"__proto__":{"a":1},"b":1}') as Record<string, unknown>;
    const next = JSON.parse('{"__proto__":{"a":1},"b":2}') as Record<string, unknown>;
    const result = keepUnchanged(previous, next);
    expect(JSON.stringify(result)).toBe('{"__proto__":{"a":1},"b":2}');
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toBe(
      Object.getOwnPropertyDescriptor(previous, '__proto__')?.value,
    );
  });
});

/** Whether two JSON values are equal, whatever the order of their keys (a 0 is not a -0). */
function sameJson(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(b);
  return (
    Object.keys(a).length === keys.length &&
    keys.every((key) => Object.hasOwn(a, key) && sameJson((a as never)[key], (b as never)[key]))
  );
}
