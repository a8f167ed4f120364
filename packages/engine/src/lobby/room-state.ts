import type { BotLevel, LobbyError, RoomPhase, RoomSettings } from '@npat/protocol';

/** Who a player is, as the server's session knows them. */
export interface PlayerProfile {
  readonly uid: string;
  readonly displayName: string;
  /** The avatar's path; a player always has one by the time they join (docs/product/identity.md#profile). */
  readonly photoURL: string;
}

/** An occupied slot (docs/product/rules.md#lobby); free slots are simply absent. */
export interface Slot extends PlayerProfile {
  readonly slotNr: number;
  readonly isHost: boolean;
  /** True once the player has submitted two categories; editing them clears it. */
  readonly isReady: boolean;
  /** True while the player's connection is gone; they keep the slot (docs/product/rules.md#presence). */
  readonly isAway: boolean;
  /** A bot's level; absent for a person (docs/product/rules.md#bots). Bots are always ready and present. */
  readonly bot?: BotLevel;
}

/** One of a player's own categories; `addedAt` is epoch ms of the server's clock. */
export interface CustomCategory {
  readonly title: string;
  readonly addedAt: number;
}

/**
 * Everything the server stores about a room, as plain JSON. Every lobby function returns a new state
 * and never changes the one it was given.
 */
export interface RoomState {
  readonly roomId: string;
  readonly joinCode: string;
  readonly phase: RoomPhase;
  readonly settings: RoomSettings;
  /** Occupied slots, sorted by slotNr. */
  readonly slots: readonly Slot[];
  /** Each player's own categories (0 to 2), by uid; only players in a slot have an entry. */
  readonly customCategories: Readonly<Record<string, readonly CustomCategory[]>>;
  /** Players the host removed; they cannot come back into this room. */
  readonly removedUids: readonly string[];
  /** The host locked the room: nobody new may join; the players in it come and go as before. */
  readonly locked: boolean;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** When the last player left; a closed room accepts nothing any more. */
  readonly closedAt: number | null;
}

/** Why a player became not ready without asking to be. */
export type UnreadyReason = 'editing' | 'category-clash';

/**
 * What happened, for the server to turn into broadcasts and toasts. The new state itself is the source
 * of truth; events only say what deserves a notice.
 */
export type LobbyEvent =
  | { readonly type: 'room-created'; readonly uid: string }
  | { readonly type: 'player-joined'; readonly uid: string; readonly slotNr: number }
  | { readonly type: 'player-updated'; readonly uid: string }
  | { readonly type: 'player-left'; readonly uid: string }
  | { readonly type: 'player-kicked'; readonly uid: string; readonly byUid: string }
  | { readonly type: 'host-changed'; readonly uid: string; readonly previousUid: string }
  | {
      readonly type: 'player-moved';
      readonly uid: string;
      readonly fromSlotNr: number;
      readonly toSlotNr: number;
    }
  | { readonly type: 'settings-updated'; readonly byUid: string }
  | { readonly type: 'room-locked'; readonly locked: boolean; readonly byUid: string }
  | { readonly type: 'categories-submitted'; readonly uid: string }
  | { readonly type: 'player-unready'; readonly uid: string; readonly reason: UnreadyReason }
  | { readonly type: 'presence-changed'; readonly uid: string; readonly isAway: boolean }
  | { readonly type: 'bot-added'; readonly uid: string; readonly slotNr: number }
  | { readonly type: 'bot-removed'; readonly uid: string }
  | { readonly type: 'room-closed' }
  | { readonly type: 'game-started' };

export interface LobbySuccess {
  readonly ok: true;
  readonly state: RoomState;
  readonly events: readonly LobbyEvent[];
}

export interface LobbyFailure {
  readonly ok: false;
  readonly error: LobbyError;
}

/** The answer of every lobby function: the new state and what happened, or why nothing happened. */
export type LobbyOutcome = LobbySuccess | LobbyFailure;

/**
 * A lobby intent as the server calls it: who sent what, when; the same form as a game intent
 * (GameIntentFunction). Never changes `state`.
 */
export type LobbyIntentFunction<Payload, Outcome extends LobbyOutcome = LobbyOutcome> = (
  state: RoomState,
  actorUid: string,
  payload: Payload,
  now: number,
) => Outcome;
