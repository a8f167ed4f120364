import {
  chosenDefaultCategories,
  LOBBY_ERROR_CODES,
  storedSettings,
  type CustomCategoryView,
  type BotLevel,
  type RoomSettings,
} from '@npat/protocol';
import { commit } from './commit.ts';
import { refuseIfClosed, refuseUnlessHost, refuseUnlessLobby } from './guards.ts';
import { refuse } from './refusals.ts';
import { countsAsReady } from './readiness.ts';
import { customCategoryList } from './room-categories.ts';
import type { EmptyPayload } from '../game/intents/run-intent.ts';
import type { LobbyFailure, LobbyIntentFunction, LobbySuccess } from './room-state.ts';
import { bySlotNr } from './slots.ts';

/**
 * Everything the game engine needs from the lobby to set up round 1. Plain mutable arrays, made fresh
 * for each start, so it can be handed to the game engine's start as it is.
 */
export interface GameStart {
  roomId: string;
  startedAt: number;
  hostUid: string;
  /** In slot order. */
  players: { uid: string; displayName: string; photoURL: string; slotNr: number; bot?: BotLevel }[];
  /**
   * The room's settings, with the chosen fixed categories themselves, in the library's order and titled in
   * the game's language.
   */
  settings: Omit<RoomSettings, 'defaultCategories'> & { defaultCategories: { id: string; title: string }[] };
  /**
   * Every player's own categories, sorted by addedAt: the pool the odd rounds draw from. None with own
   * categories off: those submitted before the host turned them off stay in the lobby, unplayed.
   */
  customCategories: CustomCategoryView[];
}

export type StartGameOutcome = (LobbySuccess & { readonly game: GameStart }) | LobbyFailure;

/**
 * The host starts the game once at least 2 players are in and all are ready
 * (docs/product/rules.md#starting-the-game). The room leaves LOBBY for ROUND_STARTING; from then on no one
 * new can join, and the game engine takes over with the returned `game`.
 */
export const startGameFromLobby: LobbyIntentFunction<EmptyPayload, StartGameOutcome> = (
  state,
  hostUid,
  _payload,
  now,
) => {
  const refusal = refuseIfClosed(state) ?? refuseUnlessLobby(state) ?? refuseUnlessHost(state, hostUid);
  if (refusal) return refusal;
  if (state.slots.length < 2) return refuse(LOBBY_ERROR_CODES.notEnoughPlayers);
  if (state.slots.some((slot) => !countsAsReady(state.settings, slot)))
    return refuse(LOBBY_ERROR_CODES.notAllReady);

  const game: GameStart = {
    roomId: state.roomId,
    startedAt: now,
    hostUid,
    players: bySlotNr(state.slots).map(({ uid, displayName, photoURL, slotNr, bot }) => ({
      uid,
      displayName,
      photoURL,
      slotNr,
      ...(bot !== undefined && { bot }),
    })),
    settings: {
      ...storedSettings(state.settings),
      defaultCategories: chosenDefaultCategories(
        state.settings.defaultCategories,
        state.settings.language,
      ).map(({ id, title }) => ({ id, title })),
    },
    customCategories: state.settings.ownCategories ? customCategoryList(state) : [],
  };
  const started = commit(state, now, [{ type: 'game-started' }], (room) => {
    room.phase = 'ROUND_STARTING';
  });
  return { ...started, game };
};
