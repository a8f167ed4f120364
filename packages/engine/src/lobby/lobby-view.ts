import { chosenDefaultCategories, type LobbyView } from '@npat/protocol';
import { customCategoryList } from './room-categories.ts';
import type { RoomState } from './room-state.ts';
import { bySlotNr } from './slots.ts';

/**
 * The lobby as every player sees it; nothing in the lobby is private, so all views are alike. `version` is
 * the room's committed version `state` is (the engine does not count commits; the server does).
 */
export function lobbyView(state: RoomState, version: number): LobbyView {
  return {
    roomId: state.roomId,
    version,
    joinCode: state.joinCode,
    phase: state.phase,
    maxPlayers: state.settings.maxPlayers,
    locked: state.locked,
    settings: { ...state.settings, defaultCategories: [...state.settings.defaultCategories] },
    slots: bySlotNr(state.slots).map(({ slotNr, uid, displayName, photoURL, isHost, isReady, isAway }) => ({
      slotNr,
      uid,
      displayName,
      photoURL,
      isHost,
      isReady,
      isAway,
    })),
    categories: {
      defaults: chosenDefaultCategories(state.settings.defaultCategories).map(({ id, title }) => ({
        id,
        title,
      })),
      custom: customCategoryList(state),
    },
  };
}
