import { progressUpdate, type GameState } from '@npat/engine';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { act as play, answer, newGame, T0, tickTo, viewOf } from '@/app/testing/game-views';
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

const { state: answering, now } = tickTo(newGame(), 'ANSWERING');

/** Ana's view of `state` as the room's `version`, built at `serverNow` by whichever node sent it. */
function anaSees(state: GameState, version: number, serverNow = now) {
  return viewOf(state, 'ana', serverNow, version);
}

const filled = (view: ReturnType<typeof anaSees> | null) => view?.round.progress.map((p) => p.filled);

describe('the game view store', () => {
  it('keeps the newest version and drops an older one that arrives later, whatever its clock', () => {
    const { result } = renderHook(() => useGameView('room-1'));
    const typed = answer(answering, { ben: { name: 'Bob' } }, now + 1);
    act(() => storeGameView('room-1', anaSees(typed, 2)));
    // Another node sent version 1 earlier; its clock runs ahead, so its view looks younger.
    act(() => storeGameView('room-1', anaSees(answering, 1, now + 60_000)));
    expect(result.current?.version).toBe(2);
    expect(filled(result.current)).toEqual([0, 1, 0]);
    const more = answer(typed, { cy: { name: 'Cyd' } }, now + 2);
    act(() => storeGameView('room-1', anaSees(more, 3, now - 60_000)));
    expect(result.current?.version).toBe(3);
    expect(filled(result.current)).toEqual([0, 1, 1]);
  });

  it('ignores the views of a game the player left, until they open it again', () => {
    const { result } = renderHook(() => useGameView('room-1'));
    act(() => storeGameView('room-1', anaSees(answering, 1)));
    leaveGameView('room-1');
    // The completed game that the player's leaving caused arrives late: it must not move them.
    act(() => storeGameView('room-1', { ...anaSees(answering, 2), phase: 'GAME-COMPLETED' }));
    expect(result.current?.phase).not.toBe('GAME-COMPLETED');
    followGameView('room-1');
    act(() => storeGameView('room-1', { ...anaSees(answering, 3), phase: 'GAME-COMPLETED' }));
    expect(result.current?.phase).toBe('GAME-COMPLETED');
  });

  it('puts newer progress of the same round into the view, and drops progress older than what it shows', () => {
    const { result } = renderHook(() => useGameView('room-1'));
    act(() => storeGameView('room-1', anaSees(answering, 1)));
    const typed = answer(answering, { ben: { name: 'Bob', place: 'Bern' } }, now + 1);
    const retyped = answer(typed, { ben: { place: '' } }, now + 2);
    act(() => storeGameProgress(progressUpdate('room-1', retyped, now + 2, 3)));
    expect(filled(result.current)).toEqual([0, 1, 0]);
    act(() => storeGameProgress(progressUpdate('room-1', typed, now + 1, 2)));
    expect(filled(result.current)).toEqual([0, 1, 0]);
    act(() => storeGameProgress(progressUpdate('room-1', answering, now, 1)));
    expect(filled(result.current)).toEqual([0, 1, 0]);
  });

  it('shows a whole view that arrives behind newer progress, with that progress put in again', () => {
    const { result } = renderHook(() => useGameView('room-1'));
    act(() => storeGameView('room-1', anaSees(answering, 1)));
    // Version 2: Ben's connection dropped (a whole view); version 3: Cy typed (progress). Another node
    // sent version 2, and it arrives last.
    const away = play(answering, 'ben', { name: 'set-presence', payload: { connected: false } }, now + 1);
    const typed = answer(away, { cy: { name: 'Cyd' } }, now + 2);
    act(() => storeGameProgress(progressUpdate('room-1', typed, now + 2, 3)));
    act(() => storeGameView('room-1', anaSees(away, 2)));
    expect(result.current?.players.find((p) => p.uid === 'ben')?.connected).toBe(false);
    expect(filled(result.current)).toEqual([0, 0, 1]);
    // A whole view of the progress's version holds it: from then on the view is the server's.
    act(() => storeGameView('room-1', anaSees(typed, 3)));
    expect(result.current).toEqual(anaSees(typed, 3));
  });

  it('keeps no progress of a room it holds no view of', () => {
    const { result } = renderHook(() => useGameView('room-2'));
    act(() => storeGameProgress(progressUpdate('room-2', answering, now, 1)));
    expect(result.current).toBeNull();
  });

  it('puts the player’s own saved draft into the view, since its ack carries none', () => {
    const { result } = renderHook(() => useGameView('room-1'));
    act(() => storeGameView('room-1', anaSees(answering, 1)));
    act(() => storeOwnDraft('room-1', { round: 1, categoryId: 'name', text: 'Anna', version: 2 }));
    expect(result.current?.round.yourAnswers[0]).toEqual({ categoryId: 'name', text: 'Anna' });
    expect(filled(result.current)).toEqual([1, 0, 0]);
  });

  it('keeps the player’s own draft over an older view that arrives after its ack', () => {
    const { result } = renderHook(() => useGameView('room-1'));
    act(() => storeGameView('room-1', anaSees(answering, 1)));
    // Version 2 is Ben leaving (sent by another node, late); version 3 is Ana's own draft.
    const left = play(answering, 'ben', { name: 'game:leave', payload: {} }, now + 1);
    act(() => storeOwnDraft('room-1', { round: 1, categoryId: 'name', text: 'Anna', version: 3 }));
    act(() => storeGameView('room-1', anaSees(left, 2)));
    expect(result.current?.players.find((p) => p.uid === 'ben')?.left).toBe(true);
    expect(result.current?.round.yourAnswers[0]?.text).toBe('Anna');
    expect(filled(result.current)).toEqual([1, 0, 0]);
    // A view of the draft's version or later is the server's word on it (here: cleared in another tab).
    act(() => storeGameView('room-1', anaSees(left, 4)));
    expect(result.current?.round.yourAnswers[0]?.text).toBe('');
  });

  it('keeps a draft of the next round out of a view of the round before', () => {
    const { result } = renderHook(() => useGameView('room-1'));
    const results = tickTo(answering, 'ROUND_RESULTS', now);
    act(() => storeGameView('room-1', anaSees(results.state, 5)));
    act(() => storeOwnDraft('room-1', { round: 2, categoryId: 'name', text: 'Bea', version: 7 }));
    expect(result.current?.round.yourAnswers[0]?.text).toBe('');
    const next = tickTo(results.state, 'ANSWERING', results.now);
    act(() => storeGameView('room-1', anaSees(next.state, 6, T0 + 1)));
    expect(result.current?.round.number).toBe(2);
    expect(result.current?.round.yourAnswers[0]).toEqual({ categoryId: 'name', text: 'Bea' });
  });
});
