import { useMatches } from 'react-router';
import { ROOM_SCREENS, type RoomScreen } from '@/lib/room-paths';

/** Where in a room the player is, for the ways out of it (Logout, the logo, Back). */
export type RoomExit = { roomId: string; screen: RoomScreen };

const ROOM_SCREEN = new RegExp(`^/game-room/([^/]+)/(${ROOM_SCREENS.join('|')})/?$`);

/** The room screen at `pathname`, or undefined outside a room. */
export function roomExitOf(pathname: string): RoomExit | undefined {
  const match = ROOM_SCREEN.exec(pathname);
  if (!match) return undefined;
  return { roomId: decodeURIComponent(match[1] ?? ''), screen: match[2] as RoomScreen };
}

/** The room screen the router shows now, or undefined outside a room. */
export function useRoomExit(): RoomExit | undefined {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  return last ? roomExitOf(last.pathname) : undefined;
}
