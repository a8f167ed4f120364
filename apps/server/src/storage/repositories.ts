import type { Kysely } from 'kysely';
import { groupCommit } from './group-commit.ts';
import { createGameResultsRepository, type GameResultsRepository } from './game-results-repository.ts';
import { createMetaRepository, type MetaRepository } from './meta-repository.ts';
import {
  createPasswordResetTokensRepository,
  type PasswordResetTokensRepository,
} from './password-reset-tokens-repository.ts';
import {
  createPendingSignUpsRepository,
  type PendingSignUpsRepository,
} from './pending-sign-ups-repository.ts';
import { createRateLimitRepository, type RateLimitRepository } from './rate-limit-repository.ts';
import {
  createRefereeLearnedRepository,
  type RefereeLearnedRepository,
} from './referee-learned-repository.ts';
import { createRetentionRepository, type RetentionRepository } from './retention-repository.ts';
import {
  createRoomsRepository,
  type DraftUpdate,
  type RoomsRepository,
  type RoomUpdate,
} from './rooms-repository.ts';
import type { Database } from './schema.ts';
import {
  createSignInThrottleRepository,
  type SignInThrottleRepository,
} from './sign-in-throttle-repository.ts';
import type { SqliteWrites } from './sqlite-writes.ts';
import { createSessionsRepository, type SessionsRepository } from './sessions-repository.ts';
import { createSweepLeasesRepository, type SweepLeasesRepository } from './sweep-leases-repository.ts';
import { createUsersRepository, type UsersRepository } from './users-repository.ts';

/** Every repository, each behind its own small interface. */
export interface Repositories {
  readonly meta: MetaRepository;
  readonly users: UsersRepository;
  readonly sessions: SessionsRepository;
  readonly passwordResetTokens: PasswordResetTokensRepository;
  readonly pendingSignUps: PendingSignUpsRepository;
  readonly rateLimits: RateLimitRepository;
  readonly signInThrottle: SignInThrottleRepository;
  readonly rooms: RoomsRepository;
  readonly gameResults: GameResultsRepository;
  readonly retention: RetentionRepository;
  readonly sweepLeases: SweepLeasesRepository;
  /** What finished reviews kept and struck out, per answer, for the referee (counts only). */
  readonly refereeLearned: RefereeLearnedRepository;
  /**
   * Runs `work` in one database transaction with repositories bound to it: everything commits
   * together, or nothing does when `work` throws. Do not call it again inside `work`.
   */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

/**
 * Creates the repositories over one database.
 *
 * @param now the clock for created_at/updated_at stamps (epoch milliseconds)
 * @param sqlite where SQLite commits drafts and room changes (sqlite-writes.ts): writes that arrive
 *   together share one transaction there (group-commit.ts)
 */
export function createRepositories(
  db: Kysely<Database>,
  now: () => number = Date.now,
  sqlite: SqliteWrites | null = null,
): Repositories {
  return {
    meta: createMetaRepository(db, now),
    users: createUsersRepository(db, now),
    sessions: createSessionsRepository(db),
    passwordResetTokens: createPasswordResetTokensRepository(db),
    pendingSignUps: createPendingSignUpsRepository(db),
    rateLimits: createRateLimitRepository(db),
    signInThrottle: createSignInThrottleRepository(db),
    rooms: createRoomsRepository(
      db,
      sqlite
        ? {
            writeDraft: groupCommit((changes: readonly DraftUpdate[]) => sqlite.writeDrafts(changes)),
            writeRoom: groupCommit((changes: readonly RoomUpdate[]) => sqlite.writeRooms(changes)),
          }
        : undefined,
    ),
    gameResults: createGameResultsRepository(db),
    retention: createRetentionRepository(db),
    sweepLeases: createSweepLeasesRepository(db),
    refereeLearned: createRefereeLearnedRepository(db),
    transaction: (work) => db.transaction().execute((trx) => work(createRepositories(trx, now))),
  };
}
