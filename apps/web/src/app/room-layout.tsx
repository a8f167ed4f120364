import { Outlet } from 'react-router';
import { useRoomConnection } from '@/lib/socket';

/**
 * The parent of a room's screens: holds the socket connection while the player is anywhere in the room,
 * so moving from the lobby to the game keeps it, and leaving the room closes it.
 */
export function RoomLayout() {
  useRoomConnection();
  return <Outlet />;
}
