import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSoundsOn, SOUNDS_STORAGE_KEY, soundsOn, useSoundsOn } from './sound-preference';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the sound preference', () => {
  it('is off on a device that never chose', () => {
    expect(soundsOn()).toBe(false);
    const { result } = renderHook(() => useSoundsOn());
    expect(result.current[0]).toBe(false);
  });

  it('is remembered on the device when turned on, and forgotten when turned off', () => {
    setSoundsOn(true);
    expect(window.localStorage.getItem(SOUNDS_STORAGE_KEY)).toBe('on');
    expect(soundsOn()).toBe(true);

    setSoundsOn(false);
    expect(window.localStorage.getItem(SOUNDS_STORAGE_KEY)).toBeNull();
    expect(soundsOn()).toBe(false);
  });

  it('tells every component using it when it is toggled', () => {
    const first = renderHook(() => useSoundsOn());
    const second = renderHook(() => useSoundsOn());
    act(() => first.result.current[1](true));
    expect(first.result.current[0]).toBe(true);
    expect(second.result.current[0]).toBe(true);
    act(() => second.result.current[1](false));
    expect(first.result.current[0]).toBe(false);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useSoundsOn());
    act(() => {
      window.localStorage.setItem(SOUNDS_STORAGE_KEY, 'on');
      window.dispatchEvent(new StorageEvent('storage', { key: SOUNDS_STORAGE_KEY, newValue: 'on' }));
    });
    expect(result.current[0]).toBe(true);
  });

  it('lasts for the page when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('Quota', 'QuotaExceededError');
    });
    setSoundsOn(true);
    expect(soundsOn()).toBe(true);
    setSoundsOn(false);
    expect(soundsOn()).toBe(false);
  });
});
