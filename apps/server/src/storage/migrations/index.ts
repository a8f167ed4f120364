import type { Migration } from 'kysely';
import * as serverMeta from './0001_server_meta.ts';
import * as identity from './0002_identity.ts';
import * as rateLimitCounters from './0003_rate_limit_counters.ts';
import * as rooms from './0004_rooms.ts';
import * as games from './0005_games.ts';
import * as roomDrafts from './0006_room_drafts.ts';
import * as signInThrottle from './0007_sign_in_throttle.ts';
import * as displayNameSkeleton from './0008_display_name_skeleton.ts';
import * as retention from './0009_retention.ts';
import * as userLocale from './0010_user_locale.ts';
import * as displayNameSkeletonAsTyped from './0011_display_name_skeleton_as_typed.ts';
import * as pendingSignUps from './0012_pending_sign_ups.ts';
import * as refereeLearned from './0013_referee_learned.ts';

/**
 * Every migration, in order. Listed in code rather than read from a folder at run time, so they work
 * the same under tsx, bundlers and tests.
 *
 * Conventions:
 * - Add a file `NNNN_what_it_does.ts` with the next number and list it here; never edit or renumber one
 *   that has shipped, since databases remember migrations by name.
 * - Take `Kysely<unknown>`: a migration must not depend on today's `Database` type, which moves on.
 * - Write SQL both SQLite and PostgreSQL run (see the column conventions in ../schema.ts); the storage
 *   contract suite applies every migration to both.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_server_meta': serverMeta,
  '0002_identity': identity,
  '0003_rate_limit_counters': rateLimitCounters,
  '0004_rooms': rooms,
  '0005_games': games,
  '0006_room_drafts': roomDrafts,
  '0007_sign_in_throttle': signInThrottle,
  '0008_display_name_skeleton': displayNameSkeleton,
  '0009_retention': retention,
  '0010_user_locale': userLocale,
  '0011_display_name_skeleton_as_typed': displayNameSkeletonAsTyped,
  '0012_pending_sign_ups': pendingSignUps,
  '0013_referee_learned': refereeLearned,
};
