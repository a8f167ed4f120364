import { describe, expect, it } from 'vitest';
import { learnedLookupOf } from './referee-learned-lookup.ts';

describe('learnedLookupOf', () => {
  it("answers a found pair's counts and nothing for a pair it was not given", () => {
    const lookup = learnedLookupOf([
      { category: 'animal', answerKey: 'zorglub', accepted: 3, struck: 1 },
      { category: 'city', answerKey: 'zorglub', accepted: 0, struck: 4 },
    ]);
    expect(lookup('animal', 'zorglub')).toEqual({ accepted: 3, struck: 1 });
    expect(lookup('city', 'zorglub')).toEqual({ accepted: 0, struck: 4 });
    expect(lookup('fruit', 'zorglub')).toBeUndefined();
    expect(lookup('animal', 'zorglu')).toBeUndefined();
  });
});
