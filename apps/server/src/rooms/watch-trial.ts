import { watchGame } from '@npat/engine';
import type { User } from '@npat/protocol';
import type { RoomSnapshot } from '../room-pipeline/room-snapshot.ts';
import { playerProfile } from './player-profile.ts';

/**
 * Whether `user` could watch the room's running game now (docs/product/rules.md#late-join): the engine's own
 * rule for a spectator, tried on the snapshot and not stored; the seat to watch from is taken over the socket
 * (`game:join`), as a lobby seat is.
 */
export function canWatch(snapshot: RoomSnapshot, user: User, now: number): boolean {
  const { lobby, game } = snapshot;
  if (game === null || game.players.some((player) => player.uid === user.uid)) return false;
  const { displayName, photoURL } = playerProfile(user);
  const admission = { roomLocked: lobby.locked, removed: lobby.removedUids.includes(user.uid) };
  return watchGame(game, user.uid, { displayName, photoURL, ...admission }, now).ok;
}
