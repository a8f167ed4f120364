import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, viewOf } from '@/app/testing/game-views';
import { clearGameViews, followGameView, leaveGameView, storeGameView, useGameView } from './game-view-store';

afterEach(() => clearGameViews());

function someView(serverNow: number) {
  return { ...viewOf(newGame(), 'ana', serverNow), serverNow };
}

describe('the game view store', () => {
  it('keeps the newest view and never lets an older one undo it', () => {
    const { result } = renderHook(() => useGameView('room-1'));
    act(() => storeGameView('room-1', someView(2000)));
    act(() => storeGameView('room-1', someView(1000)));
    expect(result.current?.serverNow).toBe(2000);
  });

  it('ignores the views of a game the player left, until they open it again', () => {
    const { result } = renderHook(() => useGameView('room-1'));
    act(() => storeGameView('room-1', someView(1000)));
    leaveGameView('room-1');
    // The completed game that the player's leaving caused arrives late: it must not move them.
    act(() => storeGameView('room-1', { ...someView(2000), phase: 'GAME-COMPLETED' }));
    expect(result.current?.phase).not.toBe('GAME-COMPLETED');
    followGameView('room-1');
    act(() => storeGameView('room-1', { ...someView(3000), phase: 'GAME-COMPLETED' }));
    expect(result.current?.phase).toBe('GAME-COMPLETED');
  });
});
