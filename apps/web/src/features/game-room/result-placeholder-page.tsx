import { documentTitle } from '@/app/strings';
import { ResultSkeleton } from '@/components/ui/skeletons';
import { GAME_ROOM_STRINGS } from './strings';

/** PLACEHOLDER until issue 5 builds the final results; guarded like every room screen. */
export function ResultPlaceholderPage() {
  return (
    <>
      <title>{documentTitle(GAME_ROOM_STRINGS.resultTitle)}</title>
      <ResultSkeleton />
    </>
  );
}
