import { useParams } from 'react-router';
import { documentTitle } from '@/app/document-title';
import { ResultSkeleton } from '@/components/ui/skeletons';
import { useText } from '@/i18n/use-text';
import { useGameRoom } from '../room/game-room';
import { ResultScreen } from './result-screen';

/** The result route (`/game-room/{roomId}/result`): FINAL_RESULTS. */
export function ResultPage() {
  const { roomId = '' } = useParams();
  const view = useGameRoom(roomId, 'result');
  const t = useText().result;
  return (
    <>
      <title>{documentTitle(t.documentTitle)}</title>
      {view?.phase === 'FINAL_RESULTS' ? <ResultScreen roomId={roomId} view={view} /> : <ResultSkeleton />}
    </>
  );
}
