import { ALPHABET, storedSettings } from '@npat/protocol';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, T0, viewOf } from '@/app/testing/game-views';
import { clearGameViews, storeGameView } from './game-view-store';
import { showLobbySettings } from '@/app/testing/lobby-views';
import { clearLobbyViews } from './lobby-view-store';
import { useRoomSettings } from './use-room-settings';

const LOBBY = storedSettings({ letters: ['A', 'B', 'C', 'D', 'E', 'F'] });

function settingsAt(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => useRoomSettings(), { wrapper }).result.current;
}

afterEach(() => {
  clearGameViews();
  clearLobbyViews();
});

describe('the room settings of the screen shown', () => {
  it('are the lobby’s on the lobby screen, letter pool included', () => {
    showLobbySettings('room-1', LOBBY);
    expect(settingsAt('/game-room/room-1/lobby')).toEqual(LOBBY);
  });

  it('are the game view’s on every game screen, never the letters the lobby held', () => {
    showLobbySettings('room-1', LOBBY);
    const view = viewOf(newGame({ letters: [...ALPHABET] }), 'ana', T0);
    storeGameView('room-1', view);
    for (const screen of ['game', 'scoring', 'result']) {
      const settings = settingsAt(`/game-room/room-1/${screen}`);
      expect(settings).toEqual(view.settings);
      expect(settings).not.toHaveProperty('letters');
    }
  });

  it('are none on a game screen before its view came, even with the lobby’s kept', () => {
    showLobbySettings('room-1', LOBBY);
    expect(settingsAt('/game-room/room-1/game')).toBeNull();
  });

  it('are none of another room, and none outside a room', () => {
    showLobbySettings('room-1', LOBBY);
    expect(settingsAt('/game-room/room-2/lobby')).toBeNull();
    expect(settingsAt('/')).toBeNull();
    expect(settingsAt('/game-room/room-1/elsewhere')).toBeNull();
  });
});
