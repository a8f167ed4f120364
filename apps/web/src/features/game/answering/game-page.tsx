import { useParams } from 'react-router';
import { documentTitle } from '@/app/document-title';
import { GameSkeleton } from '@/components/ui/skeletons';
import { useText } from '@/i18n/use-text';
import { useWakeLock } from '@/lib/use-wake-lock';
import { useGameRoom } from '../room/game-room';
import { AnsweringScreen } from './answering-screen';
import { RoundIntro } from './round-intro';
import { WatchingScreen } from './watching-screen';

/**
 * The game route (`/game-room/{roomId}/game`): ROUND_STARTING and ANSWERING. The skeleton shows until the
 * live view arrives (or while the view still belongs to another screen, just before moving there).
 */
export function GamePage() {
  const t = useText().game;
  const { roomId = '' } = useParams();
  const view = useGameRoom(roomId, 'game');
  // The screen stays on from the round's start; the scoring screen holds it through the review and results.
  useWakeLock(view?.phase === 'ROUND_STARTING' || view?.phase === 'ANSWERING');
  let screen = <GameSkeleton />;
  if (view?.phase === 'ROUND_STARTING') screen = <RoundIntro key={view.round.number} view={view} />;
  // Keyed by round: each round starts with its own drafts, taken from the view once.
  if (view?.phase === 'ANSWERING')
    screen = view.watching ? (
      <WatchingScreen roomId={roomId} view={view} />
    ) : (
      <AnsweringScreen key={view.round.number} roomId={roomId} view={view} />
    );
  return (
    <>
      <title>{documentTitle(t.documentTitle)}</title>
      {screen}
    </>
  );
}
