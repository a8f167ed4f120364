import { useMatch } from 'react-router';
import { useGameView } from './game-view-store';
import { useLobbySettings } from './lobby-view-store';
import type { RulesSettings } from './room-rules';
import { ROOM_SCREENS, type RoomScreen } from './room-paths';

function isRoomScreen(screen: string | undefined): screen is RoomScreen {
  return ROOM_SCREENS.some((each) => each === screen);
}

/**
 * The settings of the room whose screen the router shows, or null outside a room and until its screen has
 * them. It matches the URL itself, since the guide that asks sits above the room's routes, where no
 * route's params reach. The lobby tells its own settings; the game's screens tell only their view's, so
 * the letter pool a lobby showed before the start never shows during the game.
 */
export function useRoomSettings(): RulesSettings | null {
  const match = useMatch('/game-room/:roomId/:screen');
  const roomId = match?.params.roomId ?? '';
  const screen = match?.params.screen;
  // Both hooks run on every screen (hooks are never conditional); only the screen's own source counts.
  const lobby = useLobbySettings(roomId);
  const game = useGameView(roomId);
  if (!match || !isRoomScreen(screen)) return null;
  return screen === 'lobby' ? lobby : (game?.settings ?? null);
}
