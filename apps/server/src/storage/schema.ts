/**
 * Row types of every table, as Kysely sees them. Keep in step with migrations/: a migration changes
 * the tables, this file tells the compiler about the change.
 *
 * Portable column conventions (SQLite and PostgreSQL read back the same JavaScript values):
 * text for strings and JSON, bigint for timestamps in epoch milliseconds (read as number),
 * integer 0/1 for flags.
 */
export interface Database {
  server_meta: ServerMetaTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  pending_sign_ups: PendingSignUpsTable;
  rate_limit_counters: RateLimitCountersTable;
  sign_in_throttle: SignInThrottleTable;
  rooms: RoomsTable;
  room_states: RoomStatesTable;
  room_drafts: RoomDraftsTable;
  room_events: RoomEventsTable;
  room_members: RoomMembersTable;
  game_results: GameResultsTable;
  game_result_players: GameResultPlayersTable;
  sweep_leases: SweepLeasesTable;
  referee_learned: RefereeLearnedTable;
}

/** Facts about this database itself, such as when it was created. */
export interface ServerMetaTable {
  key: string;
  value: string;
  /** Epoch milliseconds of the last write. */
  updated_at: number;
}

/** Guests and accounts alike; a guest has no email and no password. */
export interface UsersTable {
  /** Random UUID. */
  id: string;
  /** Lower-case; unique among accounts, null for guests. */
  email: string | null;
  display_name: string;
  /** `displayNameKey(display_name)`; unique, so two users never share a name however it is written. */
  display_name_key: string;
  photo_url: string | null;
  /** 1 for a guest, 0 for an account. */
  is_anonymous: number;
  /** `scrypt$N$r$p$salt$hash`, null for guests. */
  password_hash: string | null;
  /** Epoch milliseconds when an operator disabled the account, else null. */
  disabled_at: number | null;
  created_at: number;
  updated_at: number;
  /** The interface language the user chose (one of UI_LOCALES), null until they choose one. */
  locale: string | null;
}

/** One signed-in browser. Only the SHA-256 of the cookie's token is kept. */
export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  /** Moves forward at most once a day, when the expiry slides. */
  last_seen_at: number;
}

/** A mailed reset link; only the SHA-256 of its token is kept. */
export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A sign-up waiting for its mailed link (decision 049); only the SHA-256 of the link's token is kept. */
export interface PendingSignUpsTable {
  token_hash: string;
  /** Lower-case, as users.email will hold it; not unique here, the users table decides. */
  email: string;
  display_name: string;
  /** `scrypt$N$r$p$salt$hash` of the password the form gave. */
  password_hash: string;
  photo_url: string | null;
  created_at: number;
  expires_at: number;
}

/** Fixed-window counters of the rate limits, shared by every node on this database. */
export interface RateLimitCountersTable {
  /** What is counted, e.g. `ip:sign-in:203.0.113.7` or `reset-mail:ada@example.com`. */
  key: string;
  /** Epoch milliseconds at which the window starts (a multiple of the window's length). */
  window_start: number;
  count: number;
}

/** Recent failed sign-ins per account, and when it may try again; shared by every node. */
export interface SignInThrottleTable {
  /** The lower-cased email tried, whether or not an account has it. */
  account: string;
  /** Attempts counted since the account last went a whole idle period without one. */
  failures: number;
  /** Epoch milliseconds of the last counted attempt. */
  last_attempt_at: number;
  /** Epoch milliseconds before which the next attempt is refused. */
  blocked_until: number;
}

/** One game room: its version and what the sweeps and lookups need without reading its snapshot. */
export interface RoomsTable {
  /** Unguessable: base64url of 16 random bytes. */
  id: string;
  /** Unique among open rooms (closed_at null). */
  join_code: string;
  /** The room's phase as of its snapshot (docs/product/rules.md#room-phases). */
  phase: string;
  /** Starts at 1 and grows by one per committed intent (drafts included); a write names the version it read. */
  version: number;
  created_at: number;
  updated_at: number;
  /** Last commit, or last time a sweep found someone connected. */
  last_active_at: number;
  /** Set when the room closed; it then accepts nothing. */
  closed_at: number | null;
  /** The running game's next deadline (its phaseEndsAt), so nodes find due games without reading JSON. */
  deadline_at: number | null;
}

/** The room's JSON snapshot, rewritten by every committed intent but a draft (a row apart, so a draft stays small). */
export interface RoomStatesTable {
  room_id: string;
  state: string;
}

/**
 * Answers saved as drafts since the snapshot was last written: the last one per player and category.
 * The snapshot's next write holds them all and deletes these rows in the same transaction.
 */
export interface RoomDraftsTable {
  room_id: string;
  uid: string;
  category_id: string;
  round_number: number;
  /** As saved; '' when the player cleared the answer. */
  answer_text: string;
  /** The room version this draft made: drafts are put back into the snapshot in this order. */
  version: number;
}

/** What happened in a room, in commit order: the engine's events as JSON. */
export interface RoomEventsTable {
  room_id: string;
  /** 1, 2, 3 … per room. */
  seq: number;
  type: string;
  /** The whole event as JSON. */
  payload: string;
  at: number;
}

/** Who holds a slot in which room; kept in step with the snapshot in the same transaction. */
export interface RoomMembersTable {
  room_id: string;
  uid: string;
}

/** A finished game's results, kept for the history page after its room is gone. */
export interface GameResultsTable {
  room_id: string;
  /** When the game reached FINAL_RESULTS. */
  finished_at: number;
  /** The engine's GameResults as JSON: players, ranking and every round's table. */
  results: string;
}

/** Who played a finished game, for "this user's games, newest first". */
export interface GameResultPlayersTable {
  room_id: string;
  uid: string;
  /** A copy of game_results.finished_at, so the history query is one index range. */
  finished_at: number;
}

/** Who runs a periodic job that one node at a time may run, and until when the lease holds. */
export interface SweepLeasesTable {
  /** The job, e.g. `retention`. */
  name: string;
  /** The node that took the lease last (a random id per server instance). */
  holder: string;
  /** Epoch milliseconds; after this any node may take the lease. */
  lease_until: number;
}

/** What finished reviews decided on one answer of one category, as counts only (no user, room or time). */
export interface RefereeLearnedTable {
  /** The game language, e.g. `de`. */
  language: string;
  /** The round's library category id, e.g. `animal`. */
  category: string;
  /** `refereeKey(answer, language)` from @npat/referee: "München" and "Muenchen" are one row. */
  answer_key: string;
  /** Games whose review kept the answer. */
  accepted: number;
  /** Games whose review struck it out. */
  struck: number;
}
