import { describe, expect, it, vi } from 'vitest';
import { HEAP_GROWING_PERCENT, limitHeapGrowth } from './heap-growth.ts';

describe('limiting the heap growth', () => {
  it('leaves a growing factor the process was started with alone', () => {
    const setFlags = vi.fn();
    expect(limitHeapGrowth(['--heap-growing-percent=50'], '', setFlags)).toBe(false);
    expect(limitHeapGrowth([], '--max-old-space-size=512 --heap-growing-percent=10', setFlags)).toBe(false);
    expect(setFlags).not.toHaveBeenCalled();
  });

  it('sets its own otherwise', () => {
    const setFlags = vi.fn();
    expect(limitHeapGrowth(['--import', 'tsx'], '', setFlags)).toBe(true);
    expect(setFlags).toHaveBeenCalledWith(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  });
});
