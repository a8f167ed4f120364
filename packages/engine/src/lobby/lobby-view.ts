import { chosenDefaultCategories, type LobbyView } from '@npat/protocol';
import { countsAsReady } from './readiness.ts';
import { customCategoryList } from './room-categories.ts';
import type { RoomState } from './room-state.ts';
import { bySlotNr } from './slots.ts';

/**
 * The lobby as `viewerUid` sees it (null: a big screen). Nothing in the lobby is private but, with the
 * streamer-safe setting `hideCode`, the join code: then only the host's view carries it
 * (docs/product/rules.md#big-screen). `version` is the room's committed version `state` is (the engine does
 * not count commits; the server does).
 */
export function lobbyView(state: RoomState, version: number, viewerUid: string | null): LobbyView {
  return {
    roomId: state.roomId,
    version,
    joinCode: codeShownTo(state, viewerUid) ? state.joinCode : '',
    phase: state.phase,
    maxPlayers: state.settings.maxPlayers,
    locked: state.locked,
    settings: { ...state.settings, defaultCategories: [...state.settings.defaultCategories] },
    slots: bySlotNr(state.slots).map((slot) => ({
      slotNr: slot.slotNr,
      uid: slot.uid,
      displayName: slot.displayName,
      photoURL: slot.photoURL,
      isHost: slot.isHost,
      // Ready as the start counts it: with own categories off, everyone is.
      isReady: countsAsReady(state.settings, slot),
      isAway: slot.isAway,
      bot: slot.bot ?? null,
    })),
    categories: {
      // Titled as the game will title them, in its language.
      defaults: chosenDefaultCategories(state.settings.defaultCategories, state.settings.language).map(
        ({ id, title }) => ({ id, title }),
      ),
      custom: customCategoryList(state),
    },
  };
}

/** Whether `viewerUid`'s view carries the join code: everyone's, unless the room hides it from all but its host. */
export function codeShownTo(state: RoomState, viewerUid: string | null): boolean {
  if (!state.settings.hideCode) return true;
  return state.slots.some((slot) => slot.isHost && slot.uid === viewerUid);
}
