import {
  gameCreationSchema,
  hostCategoriesOf,
  joinCodeSchema,
  LOBBY_ERROR_CODES,
  storedSettings,
  withLanguageDefaults,
} from '@npat/protocol';
import { refuseInvalid } from './refusals.ts';
import type { LobbyOutcome, PlayerProfile, RoomState } from './room-state.ts';

export interface CreateRoomIntent {
  /** Unguessable id of the new room, made by the server (at least 128 random bits). */
  readonly roomId: string;
  /** A fresh join code from generateJoinCode, unique among open rooms (the server checks that). */
  readonly joinCode: string;
  readonly host: PlayerProfile;
  /**
   * The game-creation form as sent; checked here against gameCreationSchema, a language's letters and
   * categories filling those it leaves out (withLanguageDefaults).
   */
  readonly settings: unknown;
}

/**
 * A new room in LOBBY with the host in slot 1 (docs/product/rules.md#creating-a-room). The host's two
 * categories from the form are their custom categories, and the host starts ready: being ready means having
 * submitted two categories, and the form has just made the host do exactly that. With own categories off
 * the form asks for none; the host has none and counts as ready all the same (readiness.ts).
 */
export function createRoom(intent: CreateRoomIntent, now: number): LobbyOutcome {
  const form = gameCreationSchema.safeParse(withLanguageDefaults(intent.settings));
  if (!form.success) return refuseInvalid(LOBBY_ERROR_CODES.invalidSettings, form.error);
  const joinCode = joinCodeSchema.safeParse(intent.joinCode);
  // The server made the code; a malformed one is a bug there, not something a player could fix.
  if (!joinCode.success)
    throw new Error(`createRoom: malformed join code ${JSON.stringify(intent.joinCode)}`);

  const { uid, displayName, photoURL } = intent.host;
  const hostCategories = hostCategoriesOf(form.data);
  const state: RoomState = {
    roomId: intent.roomId,
    joinCode: joinCode.data,
    phase: 'LOBBY',
    settings: storedSettings(form.data),
    slots: [
      {
        slotNr: 1,
        uid,
        displayName,
        photoURL,
        isHost: true,
        isReady: hostCategories !== null,
        isAway: false,
      },
    ],
    customCategories: hostCategories
      ? { [uid]: hostCategories.map((title) => ({ title, addedAt: now })) }
      : {},
    removedUids: [],
    locked: false,
    createdAt: now,
    updatedAt: now,
    closedAt: null,
  };
  return { ok: true, state, events: [{ type: 'room-created', uid }] };
}
