import { useEffect } from 'react';
import { useParams } from 'react-router';
import { documentTitle } from '@/app/document-title';
import { ReviewSkeleton } from '@/components/ui/skeletons';
import { useText } from '@/i18n/use-text';
import { useWakeLock } from '@/lib/use-wake-lock';
import { useGameRoom } from '../room/game-room';
import { ReviewScreen } from './review-screen';
import { RoundResultsScreen } from './round-results-screen';

/** The scoring route (`/game-room/{roomId}/scoring`): REVIEWING, then ROUND_RESULTS. */
export function ScoringPage() {
  const t = useText().scoring;
  const { roomId = '' } = useParams();
  const view = useGameRoom(roomId, 'scoring');
  useWakeLock(view?.phase === 'REVIEWING' || view?.phase === 'ROUND_RESULTS');
  // The round results open at their top, not where the player had scrolled the review to.
  const phase = view?.phase;
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [phase]);
  let screen = <ReviewSkeleton />;
  if (view?.phase === 'REVIEWING') screen = <ReviewScreen roomId={roomId} view={view} />;
  if (view?.phase === 'ROUND_RESULTS') screen = <RoundResultsScreen roomId={roomId} view={view} />;
  return (
    <>
      <title>{documentTitle(t.documentTitle)}</title>
      {screen}
    </>
  );
}
