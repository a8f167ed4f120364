import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissSecondaryToast,
  SECONDARY_TOAST_LIMIT,
  SECONDARY_TOAST_REMOVE_DELAY_MS,
  secondaryToast,
  secondaryToastRequested,
  secondaryToasts,
  secondaryToastShowing,
  subscribeSecondaryToasts,
} from './secondary-toast';

const AUTH = {
  title: 'Authentication required!.',
  description: 'You must be logged in to create a new game.',
};

describe('the secondary toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    // The store outlives a test: close what is left and let its records go.
    dismissSecondaryToast();
    vi.advanceTimersByTime(SECONDARY_TOAST_REMOVE_DELAY_MS);
    vi.useRealTimers();
  });

  it('keeps the seed’s limit of one toast and its removal delay of 1,000,000 ms', () => {
    expect(SECONDARY_TOAST_LIMIT).toBe(1);
    expect(SECONDARY_TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('shows a raised toast open, and says the toaster is wanted from then on', () => {
    const id = secondaryToast({ ...AUTH, variant: 'destructive' });
    expect(secondaryToasts()).toEqual([{ ...AUTH, variant: 'destructive', id, open: true }]);
    expect(secondaryToastShowing()).toBe(true);
    expect(secondaryToastRequested()).toBe(true);
  });

  it('replaces the toast showing with a new one', () => {
    secondaryToast({ title: 'First' });
    const second = secondaryToast({ title: 'Second' });
    expect(secondaryToasts()).toEqual([{ title: 'Second', id: second, open: true }]);
  });

  it('closes a dismissed toast but keeps its record until the removal delay has passed', () => {
    const id = secondaryToast(AUTH);
    dismissSecondaryToast(id);
    expect(secondaryToasts()).toEqual([{ ...AUTH, id, open: false }]);
    expect(secondaryToastShowing()).toBe(false);
    vi.advanceTimersByTime(SECONDARY_TOAST_REMOVE_DELAY_MS - 1);
    expect(secondaryToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(secondaryToasts()).toEqual([]);
  });

  it('leaves other toasts alone when dismissing by id, and closes all without one', () => {
    const id = secondaryToast(AUTH);
    dismissSecondaryToast(id + 1);
    expect(secondaryToastShowing()).toBe(true);
    dismissSecondaryToast();
    expect(secondaryToastShowing()).toBe(false);
  });

  it('does not let an old removal take away a newer toast', () => {
    const first = secondaryToast({ title: 'First' });
    dismissSecondaryToast(first);
    const second = secondaryToast({ title: 'Second' });
    vi.advanceTimersByTime(SECONDARY_TOAST_REMOVE_DELAY_MS);
    expect(secondaryToasts()).toEqual([{ title: 'Second', id: second, open: true }]);
  });

  it('tells subscribers of each change, and stops once they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSecondaryToasts(listener);
    const id = secondaryToast(AUTH);
    dismissSecondaryToast(id);
    expect(listener).toHaveBeenCalledTimes(2);
    // Dismissing what is already closed changes nothing, so tells nobody.
    dismissSecondaryToast(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    secondaryToast(AUTH);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
