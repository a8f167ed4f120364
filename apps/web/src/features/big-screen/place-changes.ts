import type { RoundTable, Standing } from '@npat/protocol';

/**
 * The places by total, highest first, ties sharing a place and the next one skipped (1, 1, 3), as the
 * engine ranks them (packages/engine/src/game/scoring/standings.ts).
 */
export function placesOf(totals: ReadonlyMap<string, number>): Map<string, number> {
  const all = [...totals.values()];
  return new Map([...totals].map(([uid, total]) => [uid, 1 + all.filter((other) => other > total).length]));
}

/** One row of the standings after a round: the place now, the places gained (+) or lost (-), the round's points. */
export interface StandingChange {
  readonly uid: string;
  readonly place: number;
  readonly total: number;
  /** Places gained since the round before (2 up: 2, 1 down: -1); null after the first round. */
  readonly change: number | null;
  /** What the round scored (its STOP bonus included). */
  readonly roundPoints: number;
}

/**
 * The standings after round `round` with each player's change of place since the round before: the places
 * before are ranked from the totals of the earlier rounds' tables.
 */
export function standingChanges(
  standings: readonly Standing[],
  results: readonly RoundTable[],
  round: number,
): StandingChange[] {
  const earlier = results.filter((table) => table.round < round);
  const before = new Map(standings.map(({ uid }) => [uid, 0]));
  for (const table of earlier)
    for (const player of table.players) {
      const sum = before.get(player.uid);
      if (sum !== undefined) before.set(player.uid, sum + player.total);
    }
  const placesBefore = placesOf(before);
  const table = results.find((each) => each.round === round);
  return standings.map(({ uid, place, total }) => {
    const previous = placesBefore.get(uid);
    return {
      uid,
      place,
      total,
      change: earlier.length === 0 || previous === undefined ? null : previous - place,
      roundPoints: table?.players.find((player) => player.uid === uid)?.total ?? 0,
    };
  });
}
