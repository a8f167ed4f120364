/**
 * How many players sit in the games this node runs: the load a node has admitted, counted before it
 * arrives. A game costs little in its lobby and most once it runs, so the event loop's delay alone tells
 * too late (docs/decisions/038-players-in-games-cap.md).
 *
 * A room counts from the moment its start is admitted (so that starts admitted together cannot all
 * slip under the cap before any of them committed), then by what this node commits. It stops counting
 * when its game ends or the room closes, or once this node has committed nothing for it for `idleMs`:
 * the game may have ended on another node, and a game nobody plays costs nothing anyway.
 */
export interface PlayersInGames {
  /** Players in running games on this node now. */
  count(): number;
  /**
   * The players of `roomId` as of an admitted start or a commit of this node: 0 when it holds no running
   * game.
   */
  observe(roomId: string, players: number): void;
  /** The players counted for `roomId` (0 when none). */
  of(roomId: string): number;
}

export interface PlayersInGamesOptions {
  readonly idleMs: number;
  readonly now: () => number;
}

/** A running game commits every few seconds (drafts, Done, votes, timers); minutes of silence mean it is gone. */
export const PLAYERS_IN_GAMES_IDLE_MS = 2 * 60_000;

export function createPlayersInGames({ idleMs, now }: PlayersInGamesOptions): PlayersInGames {
  // Insertion order is the order of the last commit seen, so the idlest room is always first.
  const rooms = new Map<string, { players: number; seenAt: number }>();
  let total = 0;

  const forget = (roomId: string) => {
    const entry = rooms.get(roomId);
    if (entry === undefined) return;
    total -= entry.players;
    rooms.delete(roomId);
  };

  const forgetIdle = (time: number) => {
    for (const [roomId, entry] of rooms) {
      if (entry.seenAt > time - idleMs) return;
      forget(roomId);
    }
  };

  const observe = (roomId: string, players: number) => {
    const time = now();
    forget(roomId);
    if (players > 0) {
      rooms.set(roomId, { players, seenAt: time });
      total += players;
    }
    forgetIdle(time);
  };

  return {
    count() {
      forgetIdle(now());
      return total;
    },
    observe,
    of: (roomId) => rooms.get(roomId)?.players ?? 0,
  };
}
