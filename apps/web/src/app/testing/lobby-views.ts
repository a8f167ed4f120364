import { ALPHABET } from '@npat/protocol';
import type { LobbySlotView, LobbyView } from '@npat/protocol';
import { storeLobbyJoined } from '@/lib/lobby-view-store';

/** A slot of a lobby for unit tests; `uid` and the name follow from the slot number unless given. */
export function slot(slotNr: number, patch: Partial<LobbySlotView> = {}): LobbySlotView {
  return {
    slotNr,
    uid: `uid-${slotNr}`,
    displayName: `player ${slotNr}`,
    photoURL: '/avatars/koala.svg',
    isHost: slotNr === 1,
    isReady: true,
    isAway: false,
    bot: null,
    ...patch,
  };
}

/**
 * A lobby for unit tests: room 'room-1' at version 1, code 'G2F3XA', the default settings, and the given
 * slots. A later message of the same room needs a higher version in `patch`.
 */
export function lobbyView(slots: LobbySlotView[], patch: Partial<LobbyView> = {}): LobbyView {
  return {
    roomId: 'room-1',
    version: 1,
    joinCode: 'G2F3XA',
    phase: 'LOBBY',
    maxPlayers: 10,
    locked: false,
    settings: {
      rounds: 6,
      roundTime: 60,
      endMode: 'Round Timer',
      defaultCategories: ['name', 'place', 'animal', 'thing'],
      ownCategories: true,
      maxPlayers: 10,
      onlyAnswerDoubles: false,
      sharedAnswerZero: false,
      refereeDecides: false,
      creativeBonus: false,
      letterVote: false,
      lateJoin: true,
      bigScreen: false,
      hideCode: false,
      rudeFilter: false,
      language: 'en',
      letters: [...ALPHABET],
    },
    slots,
    categories: {
      defaults: [
        { id: 'name', title: 'Name' },
        { id: 'place', title: 'Place' },
        { id: 'animal', title: 'Animal' },
        { id: 'thing', title: 'Thing' },
      ],
      custom: [],
    },
    ...patch,
  };
}

let shownVersion = 1;

/**
 * Puts a lobby of `roomId` with `settings` into the lobby store, as its joined screen would show it
 * (for screens that read the lobby's settings); each call is a newer version than the one before.
 */
export function showLobbySettings(roomId: string, settings: LobbyView['settings']): void {
  shownVersion += 1;
  storeLobbyJoined(roomId, lobbyView([slot(1)], { roomId, version: shownVersion, settings }));
}
