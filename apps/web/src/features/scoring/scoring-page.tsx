import { useParams } from 'react-router';
import { documentTitle } from '@/app/strings';
import { ReviewSkeleton } from '@/components/ui/skeletons';
import { useGameRoom } from '@/lib/game-room';
import { useWakeLock } from '@/lib/use-wake-lock';
import { ReviewScreen } from './review-screen';
import { RoundResultsScreen } from './round-results-screen';
import { SCORING_STRINGS } from './strings';

/** The scoring route (`/game-room/{roomId}/scoring`): REVIEWING, then ROUND_RESULTS. */
export function ScoringPage() {
  const { roomId = '' } = useParams();
  const view = useGameRoom(roomId, 'scoring');
  useWakeLock(view?.phase === 'REVIEWING' || view?.phase === 'ROUND_RESULTS');
  let screen = <ReviewSkeleton />;
  if (view?.phase === 'REVIEWING') screen = <ReviewScreen roomId={roomId} view={view} />;
  if (view?.phase === 'ROUND_RESULTS') screen = <RoundResultsScreen roomId={roomId} view={view} />;
  return (
    <>
      <title>{documentTitle(SCORING_STRINGS.documentTitle)}</title>
      {screen}
    </>
  );
}
