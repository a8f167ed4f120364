import { useCallback } from 'react';
import { text } from '@/i18n/locale-store';
import { toast } from '@/lib/toast';
import type { RoomExit } from './room-exit';

/** Whether the player is in a game that is still being played (answering or reviewing). */
export function isRunningGame(room: RoomExit | undefined): room is RoomExit {
  return room?.screen === 'game' || room?.screen === 'scoring';
}

/** Whether the player is on the final results, which any way out leaves. */
export function isOnResults(room: RoomExit | undefined): room is RoomExit {
  return room?.screen === 'result';
}

/**
 * Leaves the running game the way its Leave game button does; resolves true once the server took the
 * player out. Without an answer it says so with the seed's delete-failure message and resolves false.
 */
export function useLeaveRunningGame(): (room: RoomExit) => Promise<boolean> {
  return useCallback(async (room) => {
    try {
      // Fetched here: the header is on every screen, the socket only with a room's.
      const { leaveRoom } = await import('@/lib/leave-room');
      await leaveRoom(room.roomId, room.screen);
      return true;
    } catch {
      toast.error(text().errors.general.deleteFailed);
      return false;
    }
  }, []);
}

/**
 * Tells the server the player left the final results, as their Home button does (features/game/results), so the
 * finished game closes once everyone has. Best effort: it also closes by itself 30 minutes later.
 */
export async function leaveResults(roomId: string): Promise<void> {
  const [{ emitGameIntent }, { leaveGameView }] = await Promise.all([
    import('@/lib/game-intent'),
    import('@/lib/game-view-store'),
  ]);
  leaveGameView(roomId);
  await emitGameIntent('game:leave-results', { roomId }).catch(() => undefined);
}
