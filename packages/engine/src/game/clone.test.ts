import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneJson } from './clone.ts';

describe('cloneJson', () => {
  it('copies any JSON value so that it equals the original and shares no object or array with it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy = cloneJson(value);
        expect(copy).toEqual(value);
        if (typeof value === 'object' && value !== null) expect(copy).not.toBe(value);
      }),
    );
  });

  it('keeps a "__proto__" key that JSON.parse made an own key, instead of dropping it', () => {
    const value = JSON.parse('{"__proto__":{"a":1},"b":2}') as Record<string, unknown>;
    const copy = cloneJson(value);
    expect(Object.keys(copy)).toEqual(['__proto__', 'b']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(JSON.stringify(copy)).toBe('{"__proto__":{"a":1},"b":2}');
  });

  it('leaves the original alone when the copy is changed deep inside', () => {
    const original = { rounds: [{ answers: [{ text: 'Anna' }], done: ['ana'] }], phase: 'ANSWERING' };
    const copy = cloneJson(original);
    copy.rounds[0]!.answers[0]!.text = 'Ben';
    copy.rounds[0]!.done.push('ben');
    expect(original).toEqual({
      rounds: [{ answers: [{ text: 'Anna' }], done: ['ana'] }],
      phase: 'ANSWERING',
    });
  });
});
