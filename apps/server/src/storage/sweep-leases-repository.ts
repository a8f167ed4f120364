import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Leases of jobs that one node at a time may run, kept in the database every node shares. A lease
 * runs out by itself, so a node that died while holding one blocks the job only until then.
 */
export interface SweepLeasesRepository {
  /**
   * Takes (or, for its holder, extends) the lease of `name` until `until`, when nobody holds it at
   * `time`. True when `holder` has it now; false, with nothing changed, while another node's lease runs.
   */
  take(name: string, holder: string, time: number, until: number): Promise<boolean>;
  /** Gives the lease up if `holder` has it, so that any node may take it at once; else changes nothing. */
  release(name: string, holder: string): Promise<void>;
}

export function createSweepLeasesRepository(db: Kysely<Database>): SweepLeasesRepository {
  return {
    async take(name, holder, time, until) {
      // One statement decides: of two nodes racing, PostgreSQL makes the second re-check the WHERE
      // against the row the first committed, and SQLite runs one writer at a time.
      const result = await db
        .insertInto('sweep_leases')
        .values({ name, holder, lease_until: until })
        .onConflict((conflict) =>
          conflict
            .column('name')
            .doUpdateSet({ holder, lease_until: until })
            .where((eb) =>
              eb.or([eb('sweep_leases.lease_until', '<=', time), eb('sweep_leases.holder', '=', holder)]),
            ),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    async release(name, holder) {
      await db
        .updateTable('sweep_leases')
        .set({ lease_until: 0 })
        .where('name', '=', name)
        .where('holder', '=', holder)
        .execute();
    },
  };
}
