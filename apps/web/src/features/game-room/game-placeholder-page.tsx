import { documentTitle } from '@/app/strings';
import { GameSkeleton } from '@/components/ui/skeletons';
import { GAME_ROOM_STRINGS } from './strings';

/**
 * PLACEHOLDER until issue 5 builds the round: the route exists and is guarded (seed §4) so the lobby's
 * Start has somewhere to land; it shows the game's skeleton.
 */
export function GamePlaceholderPage() {
  return (
    <>
      <title>{documentTitle(GAME_ROOM_STRINGS.gameTitle)}</title>
      <GameSkeleton />
    </>
  );
}
