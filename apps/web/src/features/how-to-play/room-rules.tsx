import { lazy, Suspense } from 'react';
import { useMatch } from 'react-router';
import { ROOM_SCREENS } from '@/lib/room-paths';

// The rules are told from the room's settings, read from the lobby's and the game's view stores, which bring
// the protocol's settings and their schemas (zod): only a room's screens, which load them anyway, fetch it.
const RoomRulesSection = lazy(async () => ({
  default: (await import('./room-rules-section')).RoomRulesSection,
}));

/**
 * The guide's "This room's rules" on a room's screens; nothing elsewhere, where the guide stays as light as
 * the home screen (decision 064).
 */
export function RoomRules() {
  const screen = useMatch('/game-room/:roomId/:screen')?.params.screen;
  if (!ROOM_SCREENS.some((each) => each === screen)) return null;
  return (
    <Suspense fallback={null}>
      <RoomRulesSection />
    </Suspense>
  );
}
