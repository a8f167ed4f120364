import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, viewOf } from '@/app/testing/game-views';
import {
  clearGameViews,
  followGameView,
  leaveGameView,
  storeGameProgress,
  storeOwnDraft,
  storeGameView,
  useGameView,
} from './game-view-store';

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

  it('puts the room’s progress into the view of the same round, and ignores an older one', () => {
    const { result } = renderHook(() => useGameView('room-1'));
    const view = someView(1000);
    act(() => storeGameView('room-1', view));
    const progress = view.round.progress.map((p) => ({ ...p, filled: 3 }));
    act(() =>
      storeGameProgress({
        roomId: 'room-1',
        round: view.round.number,
        serverNow: 1500,
        progress,
        reviewDone: [],
      }),
    );
    expect(result.current?.round.progress.map((p) => p.filled)).toEqual(progress.map(() => 3));
    const stale = progress.map((p) => ({ ...p, filled: 1 }));
    act(() =>
      storeGameProgress({
        roomId: 'room-1',
        round: view.round.number,
        serverNow: 900,
        progress: stale,
        reviewDone: [],
      }),
    );
    expect(result.current?.round.progress.map((p) => p.filled)).toEqual(progress.map(() => 3));
  });

  it('keeps no progress of a room it holds no view of', () => {
    const { result } = renderHook(() => useGameView('room-2'));
    act(() => storeGameProgress({ roomId: 'room-2', round: 1, serverNow: 1, progress: [], reviewDone: [] }));
    expect(result.current).toBeNull();
  });

  it('puts the player’s own saved draft into the view, since its ack carries none', () => {
    const { result } = renderHook(() => useGameView('room-1'));
    act(() => storeGameView('room-1', someView(1000)));
    const categoryId = result.current?.round.categories[0]?.id ?? '';
    act(() => storeOwnDraft('room-1', categoryId, 'Anna'));
    expect(result.current?.round.yourAnswers[0]).toEqual({ categoryId, text: 'Anna' });
    expect(result.current?.round.progress.find((p) => p.uid === 'ana')?.filled).toBe(1);
  });
});
