import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/** What a refused message must leave as it was: row counts and every room's version. */
export interface StoredState {
  readonly readAt: number;
  readonly counts: Readonly<Record<string, number>>;
  readonly rooms: ReadonlyMap<string, StoredRoom>;
}

interface StoredRoom {
  readonly version: number;
  readonly deadlineAt: number | null;
  /** Its presence events (away and back marks): sockets coming and going and the server's sweeps write them. */
  readonly presenceEvents: number;
}

/** The event of away and back marks (the lobby's and the game's), which connections and the server's own sweeps cause. */
const PRESENCE_EVENT = 'presence-changed';

/**
 * Tables whose row count no refused message may change (rate-limit counters may: they count refusals).
 * Not room_events: every event comes with a new version of its room, so the rooms' versions tell, and
 * only they can leave out a room whose own timer wrote an event meanwhile.
 */
const COUNTED_TABLES = ['users', 'sessions', 'rooms', 'room_members', 'game_results'] as const;

/** A read-only connection to the fuzz server's SQLite file (WAL lets it read while the server writes). */
export class StateReader {
  private readonly connection: SqliteDatabase.Database;

  constructor(dataDir: string) {
    this.connection = new SqliteDatabase(join(dataDir, 'npat.sqlite'), {
      readonly: true,
      fileMustExist: true,
    });
    this.connection.pragma('busy_timeout = 5000');
  }

  read(): StoredState {
    const counts: Record<string, number> = {};
    const rooms = new Map<string, StoredRoom>();
    const rows = this.connection.transaction(() => {
      for (const table of COUNTED_TABLES)
        counts[table] = (
          this.connection.prepare(`select count(*) as n from ${table}`).get() as { n: number }
        ).n;
      return this.connection
        .prepare(
          `select id, version, deadline_at,
             (select count(*) from room_events where room_id = rooms.id and type = ?) as presence
           from rooms`,
        )
        .all(PRESENCE_EVENT) as {
        id: string;
        version: number;
        deadline_at: number | null;
        presence: number;
      }[];
    })();
    for (const row of rows)
      rooms.set(row.id, { version: row.version, deadlineAt: row.deadline_at, presenceEvents: row.presence });
    return { readAt: Date.now(), counts, rooms };
  }

  close(): void {
    this.connection.close();
  }
}

/**
 * What changed from `before` to `after`, leaving out rooms whose deadline passed meanwhile (their
 * game moved on by its own timer, not by the message) and rooms whose every new version is a
 * presence mark (another socket came or went, or the server's room sweep marked a player away).
 */
export function changesBetween(before: StoredState, after: StoredState): string[] {
  const changes: string[] = [];
  for (const [table, count] of Object.entries(before.counts)) {
    const now = after.counts[table];
    if (now !== count) changes.push(`${table}: ${count} → ${now} rows`);
  }
  for (const [roomId, room] of before.rooms) {
    const later = after.rooms.get(roomId);
    if (later === undefined || later.version === room.version) continue;
    const timerDue = room.deadlineAt !== null && room.deadlineAt <= after.readAt + 100;
    const onlyPresence = later.presenceEvents - room.presenceEvents === later.version - room.version;
    if (!timerDue && !onlyPresence)
      changes.push(`room ${roomId}: version ${room.version} → ${later.version}`);
  }
  return changes;
}
