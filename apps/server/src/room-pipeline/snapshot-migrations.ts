/**
 * The stored form of a room snapshot carries `schemaVersion`; a snapshot stored by an older version of
 * the code is brought up to date on read, one step at a time, before anything else looks at it. The
 * text in the database is left as it is: the room's next write stores the current form.
 */
import { withGermanJoinsRekeyed } from './german-join-keys.ts';

/** A stored snapshot as parsed JSON, before it is known to be a RoomSnapshot. */
export type StoredSnapshot = { readonly [key: string]: unknown };

/** One step of the stored form: from version N to N + 1, as plain JSON (without `schemaVersion`). */
export type SnapshotMigration = (stored: StoredSnapshot) => StoredSnapshot;

/**
 * In order: SNAPSHOT_MIGRATIONS[i] takes version i + 1 to i + 2. Append a step for every change of the
 * stored form; never change a step that has shipped, since snapshots it wrote may still be stored. A new
 * setting alone needs no step: a room that lacks it reads its table default (new-setting-defaults.ts).
 */
export const SNAPSHOT_MIGRATIONS: readonly SnapshotMigration[] = [
  // 1 → 2. Version 1 is every snapshot stored without a schemaVersion; those written before the game
  // existed have only the lobby. Version 2 stores every field.
  (stored) => ({ gameStart: null, game: null, playAgainRoomId: null, ...stored }),
  // 2 → 3. The house rules of scoring and the letter pool became settings, a lobby can be locked, and a
  // round's letter drawn again (docs/decisions/028-settings-defined-once.md): a room stored before plays
  // Classic with all 26 letters, in its lobby, its start and its game, is open, and has no spare letters.
  (stored) =>
    withGamePlanDefaults(
      withLobbyDefaults(
        withSettingDefaults(stored, {
          onlyAnswerDoubles: false,
          sharedAnswerZero: false,
          letters: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''),
        }),
        { locked: false },
      ),
      { spareLetters: [], redrawnRounds: [] },
    ),
  // 3 → 4. Spectators and late joiners (docs/decisions/030-spectators-and-late-join.md) and the category
  // library (players' own categories became a choice), the creative bonus and letter by vote: a room stored
  // before lets latecomers join, asks for own categories, plays without the creative bonus and draws its
  // letters without a vote, has nobody watching and no votes, and its game knows its lobby's player limit.
  (stored) => {
    const settings = { lateJoin: true, ownCategories: true, creativeBonus: false, letterVote: false };
    const withSettings = withSettingDefaults(withSettingDefaults(stored, settings), {
      maxPlayers: lobbyPlayerLimit(stored),
    });
    const withGame = withGameDefaults(withSettings, { spectators: [], lateJoiners: [] });
    return withGamePlanDefaults(withRoundDefaults(withGame, { creativeVotes: [], letterVote: null }), {
      voteSeed: 0,
    });
  },
  // 4 → 5. The game language (docs/decisions/033-game-languages.md): a room stored before is played in
  // English, its lobby, its start and its game, with the letters, titles and answer comparison it had.
  (stored) => withSettingDefaults(stored, { language: 'en' }),
  // 5 → 6. German reads ae, oe and ue as ä, ö and ü (docs/decisions/059-german-digraphs-and-sure-duplicates.md):
  // a German game's joins, stored by comparison key, are keyed as German compares now.
  withGermanJoinsRekeyed,
  // 6 → 7. The review follows the host's category (docs/decisions/065-following-the-hosts-review.md): a round
  // stored before has no category in focus.
  (stored) => withRoundDefaults(stored, { reviewFocus: null }),
  // 7 → 8. The referee's marks (docs/decisions/067-referee-in-the-review.md): a round stored before is not
  // judged yet; if it is under review, the server judges it on the room's next change.
  (stored) => withRoundDefaults(stored, { refereeMarks: null }),
];

/** The player limit of the stored lobby's settings (10, the limit's default then, if it has none). */
function lobbyPlayerLimit(stored: StoredSnapshot): number {
  const { lobby } = stored;
  const limit = isRecord(lobby) && isRecord(lobby.settings) ? lobby.settings.maxPlayers : undefined;
  return typeof limit === 'number' ? limit : 10;
}

/**
 * `stored` with `defaults` for every setting its lobby, its game's start and its game lack. The defaults are
 * written into the step that adds them, never read from the live table: a step that shipped must not
 * change when a default later does.
 */
export function withSettingDefaults(stored: StoredSnapshot, defaults: StoredSnapshot): StoredSnapshot {
  const filled = (part: unknown): unknown => {
    if (!isRecord(part) || !isRecord(part.settings)) return part;
    return { ...part, settings: { ...defaults, ...part.settings } };
  };
  return {
    ...stored,
    lobby: filled(stored.lobby),
    gameStart: filled(stored.gameStart),
    game: filled(stored.game),
  };
}

/** `stored` with `defaults` for every field its lobby lacks (written into the step, as above). */
export function withLobbyDefaults(stored: StoredSnapshot, defaults: StoredSnapshot): StoredSnapshot {
  return isRecord(stored.lobby) ? { ...stored, lobby: { ...defaults, ...stored.lobby } } : stored;
}

/** `stored` with `defaults` for every field its game's plan lacks, when it has a game. */
export function withGamePlanDefaults(stored: StoredSnapshot, defaults: StoredSnapshot): StoredSnapshot {
  const { game } = stored;
  if (!isRecord(game) || !isRecord(game.plan)) return stored;
  return { ...stored, game: { ...game, plan: { ...defaults, ...game.plan } } };
}

/** `stored` with `defaults` for every field its game lacks, when it has a game. */
export function withGameDefaults(stored: StoredSnapshot, defaults: StoredSnapshot): StoredSnapshot {
  const { game } = stored;
  return isRecord(game) ? { ...stored, game: { ...defaults, ...game } } : stored;
}

/** `stored` with `defaults` for every field each round of its game lacks, when it has a game. */
export function withRoundDefaults(stored: StoredSnapshot, defaults: StoredSnapshot): StoredSnapshot {
  const { game } = stored;
  if (!isRecord(game) || !Array.isArray(game.rounds)) return stored;
  const rounds: unknown[] = game.rounds.map((round: unknown) =>
    isRecord(round) ? { ...defaults, ...round } : round,
  );
  return { ...stored, game: { ...game, rounds } };
}

function isRecord(value: unknown): value is StoredSnapshot {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The version of the stored form this code writes: one past the last migration. */
export const SNAPSHOT_SCHEMA_VERSION = SNAPSHOT_MIGRATIONS.length + 1;

/** A snapshot stored by a newer version of the code, which this one cannot read without losing data. */
export class SnapshotTooNewError extends Error {
  constructor(
    readonly schemaVersion: number,
    readonly knownVersion: number,
  ) {
    super(
      `a stored room snapshot has schema version ${schemaVersion}, but this server knows versions up to ` +
        `${knownVersion}: it was written by a newer server; run that version (or newer) on this database`,
    );
    this.name = 'SnapshotTooNewError';
  }
}

/**
 * `stored` in the current form, without its `schemaVersion`. A snapshot without one is version 1.
 * @throws {SnapshotTooNewError} for a version newer than `migrations` reach
 */
export function migrateSnapshot(
  stored: StoredSnapshot,
  migrations: readonly SnapshotMigration[] = SNAPSHOT_MIGRATIONS,
): StoredSnapshot {
  const { schemaVersion = 1, ...snapshot } = stored;
  const known = migrations.length + 1;
  if (typeof schemaVersion !== 'number' || !Number.isInteger(schemaVersion) || schemaVersion < 1)
    throw new Error(`a stored room snapshot has an invalid schema version: ${JSON.stringify(schemaVersion)}`);
  if (schemaVersion > known) throw new SnapshotTooNewError(schemaVersion, known);
  return migrations.slice(schemaVersion - 1).reduce((current, step) => step(current), snapshot);
}
