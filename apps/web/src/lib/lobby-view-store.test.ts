import { storedSettings } from '@npat/protocol';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lobbyView, slot } from '@/app/testing/lobby-views';
import {
  clearLobbyViews,
  followLobbyView,
  leaveLobbyView,
  storeLobbyJoined,
  storeLobbyJoinSent,
  storeLobbyView,
  useLobbySettings,
  useLobbyView,
} from './lobby-view-store';

const HOST = slot(1, { uid: 'host' });
const FRIEND = slot(2, { uid: 'friend' });

afterEach(() => clearLobbyViews());

describe('the lobby view store', () => {
  it('shows the join’s ack, then every newer lobby:state, and never an older one after a newer', () => {
    const { result } = renderHook(() => useLobbyView('room-1'));
    act(() => storeLobbyJoinSent('room-1', 'host'));
    expect(result.current).toBeNull();
    act(() => storeLobbyJoined('room-1', lobbyView([HOST], { version: 2 })));
    act(() => storeLobbyView('room-1', lobbyView([HOST, FRIEND], { version: 4 }), 'host'));
    act(() => storeLobbyView('room-1', lobbyView([HOST], { version: 3 }), 'host'));
    expect(result.current?.version).toBe(4);
    expect(result.current?.slots).toHaveLength(2);
  });

  it('keeps a newer view it shows when a reconnect’s join is answered with an older one', () => {
    const { result } = renderHook(() => useLobbyView('room-1'));
    act(() => storeLobbyJoined('room-1', lobbyView([HOST], { version: 2 })));
    act(() => storeLobbyJoinSent('room-1', 'host'));
    act(() => storeLobbyView('room-1', lobbyView([HOST, FRIEND], { version: 5 }), 'host'));
    act(() => storeLobbyJoined('room-1', lobbyView([HOST], { version: 4 })));
    expect(result.current?.version).toBe(5);
  });

  it('holds back a view without the player until the join answers, then shows it if newer', () => {
    const { result } = renderHook(() => useLobbyView('room-1'));
    act(() => storeLobbyJoinSent('room-1', 'friend'));
    act(() => storeLobbyView('room-1', lobbyView([HOST], { version: 3 }), 'friend'));
    expect(result.current).toBeNull();
    act(() => storeLobbyJoined('room-1', lobbyView([HOST, FRIEND], { version: 4 })));
    expect(result.current?.version).toBe(4);
  });

  it('does not show again a lobby the player had left when they join it once more', () => {
    const { result } = renderHook(() => useLobbyView('room-1'));
    act(() => storeLobbyJoined('room-1', lobbyView([HOST], { version: 6 })));
    act(() => storeLobbyJoinSent('room-1', 'friend'));
    expect(result.current).toBeNull();
  });

  it('keeps nothing of a lobby the player was removed from until they open it again', () => {
    const { result } = renderHook(() => useLobbyView('room-1'));
    act(() => leaveLobbyView('room-1'));
    act(() => storeLobbyJoined('room-1', lobbyView([HOST], { version: 2 })));
    expect(result.current).toBeNull();
    act(() => followLobbyView('room-1'));
    act(() => storeLobbyJoined('room-1', lobbyView([HOST], { version: 2 })));
    expect(result.current?.version).toBe(2);
  });

  it('gives the settings of that room only, the same object while equal ones arrive', () => {
    const { result } = renderHook(() => useLobbySettings('room-1'));
    expect(result.current).toBeNull();
    const settings = storedSettings({});
    act(() => storeLobbyJoined('room-1', lobbyView([HOST], { version: 2, settings })));
    const held = result.current;
    expect(held).toEqual(settings);
    act(() =>
      storeLobbyView('room-1', lobbyView([HOST, FRIEND], { version: 3, settings: { ...settings } }), 'host'),
    );
    expect(result.current).toBe(held);
    act(() =>
      storeLobbyView(
        'room-1',
        lobbyView([HOST], { version: 4, settings: { ...settings, rounds: 3 } }),
        'host',
      ),
    );
    expect(result.current?.rounds).toBe(3);
    act(() => storeLobbyJoined('room-2', lobbyView([HOST], { roomId: 'room-2', version: 9 })));
    expect(result.current?.rounds).toBe(3);
  });

  it('forgets every room on clear (a sign-out)', () => {
    storeLobbyJoined('room-1', lobbyView([HOST], { version: 2 }));
    const { result } = renderHook(() => useLobbyView('room-1'));
    act(() => clearLobbyViews());
    expect(result.current).toBeNull();
  });
});
