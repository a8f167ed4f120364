import { applyGameIntent } from '@npat/engine';
import type { RoomSnapshot } from '../room-pipeline/room-snapshot.ts';
import type { Decision } from '../room-pipeline/room-writer.ts';
import { gameChange } from './game-decision.ts';
import { startedGame } from './game-start.ts';

/**
 * What the lobby hands a room over to (rooms/lobby-decision.ts names it; app.ts passes this in, so
 * neither folder imports the other): the game a start sets up, and a lobby leave reaching the game.
 */
export const gameHandOver = {
  start: startedGame,

  /** The room with `uid` gone from its game too; `keep` without a game, or once they left it already. */
  leave(snapshot: RoomSnapshot, uid: string, time: number): Decision<never> {
    if (snapshot.game === null) return { kind: 'keep' };
    const left = applyGameIntent(snapshot.game, uid, { name: 'game:leave', payload: {} }, time);
    // Refused when they had left the game already (or it is over): the lobby's leave stands alone.
    if (!left.ok) return { kind: 'keep' };
    return gameChange(snapshot, left.state, left.events);
  },
};
