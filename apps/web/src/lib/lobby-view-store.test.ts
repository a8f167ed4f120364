import { ALPHABET, storedSettings } from '@npat/protocol';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearLobbySettings, storeLobbySettings, useLobbySettings } from './lobby-view-store';

const SETTINGS = storedSettings({});

afterEach(() => clearLobbySettings());

describe('lobby view store', () => {
  it('gives nothing before the lobby stored its settings, then the latest of that room only', () => {
    const { result } = renderHook(() => useLobbySettings('room-1'));
    expect(result.current).toBeNull();

    act(() => storeLobbySettings('room-1', SETTINGS));
    expect(result.current).toEqual(SETTINGS);
    act(() => storeLobbySettings('room-1', { ...SETTINGS, rounds: 3 }));
    expect(result.current?.rounds).toBe(3);
    act(() => storeLobbySettings('room-2', { ...SETTINGS, rounds: 9 }));
    expect(result.current?.rounds).toBe(3);
  });

  it('keeps the settings it holds when equal ones arrive, so nobody re-renders for nothing', () => {
    storeLobbySettings('room-1', SETTINGS);
    const { result } = renderHook(() => useLobbySettings('room-1'));
    const held = result.current;
    act(() => storeLobbySettings('room-1', { ...SETTINGS, letters: [...ALPHABET] }));
    expect(result.current).toBe(held);
  });

  it('forgets every room on clear (a sign-out)', () => {
    storeLobbySettings('room-1', SETTINGS);
    const { result } = renderHook(() => useLobbySettings('room-1'));
    act(() => clearLobbySettings());
    expect(result.current).toBeNull();
  });
});
