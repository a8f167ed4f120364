import {
  nextDeadline,
  savedDraft,
  withAnswerDrafts,
  type GameEvent,
  type GameStart,
  type GameState,
  type RoomState,
} from '@npat/engine';
import type { RoomPhase } from '@npat/protocol';
import type { RoomDraft, RoomRecord } from '../storage/rooms-repository.ts';
import { withNewSettingDefaults } from './new-setting-defaults.ts';
import { migrateSnapshot, SNAPSHOT_SCHEMA_VERSION, type StoredSnapshot } from './snapshot-migrations.ts';

/**
 * What `room_states.state` holds (with the drafts of room_drafts saved into it): the lobby's state,
 * and beside it the game. `gameStart` is what the lobby handed over when the host started; `game` is
 * the game set up from it in the same commit.
 */
export interface RoomSnapshot {
  readonly lobby: RoomState;
  readonly gameStart: GameStart | null;
  /** The running (or finished) game; null while the room is a lobby. */
  readonly game: GameState | null;
  /** The lobby Play again opened from this room's final results, once someone asked (see game/play-again.ts). */
  readonly playAgainRoomId: string | null;
}

/** A room as read from the database: its snapshot and the version a write must name. */
export interface LoadedRoom {
  readonly snapshot: RoomSnapshot;
  readonly version: number;
}

export function newSnapshot(lobby: RoomState): RoomSnapshot {
  return { lobby, gameStart: null, game: null, playAgainRoomId: null };
}

/** The room's phase as the guards and the rooms table see it: the game's, once there is one. */
export function roomPhase(snapshot: RoomSnapshot): RoomPhase {
  return snapshot.game?.phase ?? snapshot.lobby.phase;
}

/** When the room closed: the last player left the lobby, or the game is completed (the guard then sends everyone home). */
export function roomClosedAt(snapshot: RoomSnapshot): number | null {
  return snapshot.lobby.closedAt ?? snapshot.game?.completedAt ?? null;
}

/**
 * The players of the room's game while it is played: 0 for a lobby, and from the final results on
 * (players only look at them, which costs the server next to nothing).
 */
export function playersInRunningGame(snapshot: RoomSnapshot): number {
  const { game } = snapshot;
  if (game === null || game.phase === 'FINAL_RESULTS' || roomClosedAt(snapshot) !== null) return 0;
  return game.players.length;
}

/** The game's next deadline, stored beside the snapshot so the deadline sweeps read no JSON. */
export function roomDeadline(snapshot: RoomSnapshot): number | null {
  return snapshot.game === null ? null : nextDeadline(snapshot.game);
}

/**
 * The stored form: the snapshot with the schema version of its shape first (see snapshot-migrations.ts),
 * the JSON of `{ schemaVersion, ...snapshot }` with its keys in a fixed order. A game's changes keep the lobby
 * and the game's start they read (states are never changed in place, only replaced), so their text is
 * remembered by object rather than written again at every commit of the game.
 */
export function encodeSnapshot(snapshot: RoomSnapshot): string {
  const parts: { readonly [K in keyof RoomSnapshot]: string } = {
    lobby: encodedOnce(snapshot.lobby),
    gameStart: snapshot.gameStart === null ? 'null' : encodedOnce(snapshot.gameStart),
    game: snapshot.game === null ? 'null' : encodeGame(snapshot.game),
    playAgainRoomId: JSON.stringify(snapshot.playAgainRoomId),
  };
  return (
    `{"schemaVersion":${SNAPSHOT_SCHEMA_VERSION},"lobby":${parts.lobby},"gameStart":${parts.gameStart},` +
    `"game":${parts.game},"playAgainRoomId":${parts.playAgainRoomId}}`
  );
}

const encodedParts = new WeakMap<object, string>();

/**
 * The game's JSON, as `JSON.stringify` writes it, with every part but the current round remembered by
 * object: the rounds before it no longer change, so a long game's snapshot costs about its last round
 * (not every round again). The current round is written anew and its text not kept, as it changes.
 */
function encodeGame(game: GameState): string {
  const fields = Object.entries(game)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]: [string, unknown]) => {
      const text =
        key === 'rounds'
          ? encodeRounds(game.rounds)
          : typeof value === 'object' && value !== null
            ? encodedOnce(value)
            : JSON.stringify(value);
      return `${JSON.stringify(key)}:${text}`;
    });
  return `{${fields.join(',')}}`;
}

function encodeRounds(rounds: GameState['rounds']): string {
  const last = rounds.length - 1;
  return `[${rounds.map((round, index) => (index === last ? JSON.stringify(round) : encodedOnce(round))).join(',')}]`;
}

function encodedOnce(part: object): string {
  let text = encodedParts.get(part);
  if (text === undefined) {
    text = JSON.stringify(part);
    encodedParts.set(part, text);
  }
  return text;
}

/** The room a stored record holds: its snapshot with the drafts saved since put back in. */
export function loadRoom(record: RoomRecord): LoadedRoom {
  const snapshot = decodeSnapshot(record.snapshot);
  if (record.drafts.length === 0 || snapshot.game === null) return { snapshot, version: record.version };
  return {
    snapshot: { ...snapshot, game: withAnswerDrafts(snapshot.game, record.drafts) },
    version: record.version,
  };
}

/**
 * The one draft a change saved, when saving it is all the change did: then only that answer needs
 * writing, beside the stored snapshot. Undefined for every other change.
 */
export function draftOnlyChange(
  before: RoomSnapshot,
  after: RoomSnapshot,
  events: readonly { type: string }[],
): RoomDraft | undefined {
  const [event, ...more] = events as readonly GameEvent[];
  if (event?.type !== 'answer-saved' || more.length > 0) return undefined;
  const { game } = after;
  const unchanged =
    after.lobby === before.lobby &&
    after.gameStart === before.gameStart &&
    after.playAgainRoomId === before.playAgainRoomId &&
    game !== null &&
    game.phase === before.game?.phase &&
    game.rounds.length === before.game.rounds.length;
  return unchanged ? savedDraft(game, event.uid, event.categoryId) : undefined;
}

/**
 * Reads a stored snapshot, migrated from the schema version it was stored with to the current one, with
 * the table's default for every setting added since (new-setting-defaults.ts). The text was written by encodeSnapshot, so only its outline is checked: a row that fails even that is
 * corrupt, and refusing it loudly beats acting on it.
 * @throws {SnapshotTooNewError} when a newer server stored it
 */
export function decodeSnapshot(text: string): RoomSnapshot {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('a stored room snapshot is not an object');
  const snapshot = withNewSettingDefaults(migrateSnapshot(value as StoredSnapshot));
  if (typeof snapshot.lobby !== 'object' || snapshot.lobby === null)
    throw new Error('a stored room snapshot has no lobby state');
  return snapshot as unknown as RoomSnapshot;
}
