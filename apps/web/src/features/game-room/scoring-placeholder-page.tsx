import { documentTitle } from '@/app/strings';
import { ResultSkeleton } from '@/components/ui/skeletons';
import { GAME_ROOM_STRINGS } from './strings';

/** PLACEHOLDER until issue 5 builds the review and scoring screen; guarded like every room screen. */
export function ScoringPlaceholderPage() {
  return (
    <>
      <title>{documentTitle(GAME_ROOM_STRINGS.scoringTitle)}</title>
      <ResultSkeleton />
    </>
  );
}
