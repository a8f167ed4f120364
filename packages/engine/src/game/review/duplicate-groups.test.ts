import { describe, expect, it } from 'vitest';
import { groupRepresentative, joinKeys, keysGroupedWith, splitKey } from './duplicate-groups.ts';

describe('duplicate groups', () => {
  it('treats every key as its own group until joined', () => {
    expect(groupRepresentative([], 'place', 'paris')).toBe('paris');
  });

  it('joins two keys into one group with one representative', () => {
    const joins = joinKeys([], 'place', 'parsi', 'paris') ?? [];
    expect(joins).toEqual([{ categoryId: 'place', keys: ['paris', 'parsi'] }]);
    expect(groupRepresentative(joins, 'place', 'parsi')).toBe('paris');
  });

  it('merges whole groups when joining members of two groups', () => {
    const first = joinKeys([], 'place', 'paris', 'parsi') ?? [];
    const second = joinKeys(first, 'place', 'praha', 'prags') ?? [];
    const merged = joinKeys(second, 'place', 'parsi', 'prags') ?? [];
    expect(merged).toEqual([{ categoryId: 'place', keys: ['paris', 'parsi', 'prags', 'praha'] }]);
  });

  it('reports that nothing changes when the keys are already together', () => {
    const joins = joinKeys([], 'place', 'paris', 'parsi') ?? [];
    expect(joinKeys(joins, 'place', 'parsi', 'paris')).toBeNull();
  });

  it('keeps joins of different categories apart', () => {
    const joins = joinKeys([], 'place', 'paris', 'parsi') ?? [];
    expect(keysGroupedWith(joins, 'name', 'paris')).toEqual(['paris']);
  });

  it('undoes a join by splitting either key off', () => {
    const joins = joinKeys([], 'place', 'paris', 'parsi') ?? [];
    expect(splitKey(joins, 'place', 'parsi')).toEqual([]);
    expect(splitKey(joins, 'place', 'nowhere')).toBeNull();
  });

  it('keeps the rest of a larger group together after a split', () => {
    const joins = joinKeys(joinKeys([], 'place', 'paris', 'parsi') ?? [], 'place', 'paris', 'pariz') ?? [];
    expect(splitKey(joins, 'place', 'paris')).toEqual([{ categoryId: 'place', keys: ['pariz', 'parsi'] }]);
  });
});
