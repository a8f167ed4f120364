import { emitGameIntent } from './game-intent';
import type { RoomScreen } from './room-paths';
import { emitIntent } from './use-intent';

/**
 * Leaves the room through the same intent as the screen's own Leave button: the lobby's before the game,
 * the game's after its start. A refusal (already left, the game is over) leaves nothing to do; it rejects
 * only when the server did not answer.
 */
export async function leaveRoom(roomId: string, screen: RoomScreen): Promise<void> {
  if (screen === 'lobby') await emitIntent('lobby:leave', { roomId });
  else await emitGameIntent('game:leave', { roomId });
}
