import { useParams } from 'react-router';
import { documentTitle } from '@/app/strings';
import { ResultSkeleton } from '@/components/ui/skeletons';
import { useGameRoom } from '@/lib/game-room';
import { ResultScreen } from './result-screen';
import { RESULT_STRINGS } from './strings';

/** The result route (`/game-room/{roomId}/result`): FINAL_RESULTS. */
export function ResultPage() {
  const { roomId = '' } = useParams();
  const view = useGameRoom(roomId, 'result');
  return (
    <>
      <title>{documentTitle(RESULT_STRINGS.documentTitle)}</title>
      {view?.phase === 'FINAL_RESULTS' ? <ResultScreen roomId={roomId} view={view} /> : <ResultSkeleton />}
    </>
  );
}
