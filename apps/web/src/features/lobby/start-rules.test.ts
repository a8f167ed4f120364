import { describe, expect, it } from 'vitest';
import { slot } from '@/app/testing/lobby-views';
import { startBlocker } from './start-rules';

describe('when the host may start', () => {
  it('needs at least 2 players', () => {
    expect(startBlocker({ slots: [slot(1)] })).toBe('not-enough-players');
  });

  it('needs every player ready', () => {
    expect(startBlocker({ slots: [slot(1), slot(2, { isReady: false })] })).toBe('not-all-ready');
  });

  it('allows 2 or more ready players', () => {
    expect(startBlocker({ slots: [slot(1), slot(2)] })).toBeNull();
    expect(startBlocker({ slots: [slot(1), slot(2), slot(3)] })).toBeNull();
  });

  it('is not blocked by a ready player whose connection dropped', () => {
    expect(startBlocker({ slots: [slot(1), slot(2, { isAway: true })] })).toBeNull();
  });
});
