import type { RoomSnapshot } from './room-snapshot.ts';
import type { Decision } from './room-writer.ts';

/**
 * What the pipeline asks of the part of the server that runs a room in its current phase: the lobby
 * until the host starts, the game from then on. The pipeline decides when a room needs looking after
 * (a socket went, the sweeps); the phase decides what that changes. The phases are passed in when the
 * pipeline is registered (app.ts), so the pipeline imports neither the lobby nor the game.
 */
export interface RoomPhase {
  /** Whether this phase runs the room as it is now; exactly one of the registered phases does. */
  runs(snapshot: RoomSnapshot): boolean;
  /**
   * Marks each of `uids` (default: everyone in the room) away or back, as `connected` (the users with
   * a socket in the room, on every node) says.
   */
  presence(
    snapshot: RoomSnapshot,
    connected: ReadonlySet<string>,
    uids: readonly string[] | undefined,
    now: number,
  ): Decision;
  /** Nobody is connected: everyone leaves through the rule for leaving on purpose, which closes the room. */
  abandon(snapshot: RoomSnapshot, now: number): Decision;
}

/** The phase that runs the room now; undefined only if none was registered for it. */
export function phaseOf(phases: readonly RoomPhase[], snapshot: RoomSnapshot): RoomPhase | undefined {
  return phases.find((phase) => phase.runs(snapshot));
}
