import type { RefereeMark, RefereeReasonView } from '@npat/protocol';
import { REFEREE_LOOK } from '@/components/game/referee-look';
import { useText } from '@/i18n/use-text';
import type { Catalogue } from '@/i18n/catalogue.generated';
import { cn } from '@/lib/cn';

type RefereeText = Catalogue['scoring']['review']['referee'];

/** Source names as their owners write them; our own lists are worded in the player's language. */
const SOURCE_NAMES: Readonly<Record<string, string>> = {
  cldr: 'CLDR',
  geonames: 'GeoNames',
  faker: 'Faker',
  wordnet: 'WordNet',
};

function categoryWord(R: RefereeText, category: string): string {
  return (R.category as Readonly<Record<string, string>>)[category] ?? category;
}

/** Why the referee says it, in the player's language: 'Country · CLDR', 'accepted by players in 4 games'. */
export function refereeReason(R: RefereeText, reason: RefereeReasonView): string {
  switch (reason.kind) {
    case 'data':
    case 'other-category':
    case 'other-letter': {
      const words = {
        category: categoryWord(R, reason.category),
        source: SOURCE_NAMES[reason.source] ?? R.ourLists,
      };
      if (reason.kind === 'data') return R.data(words);
      return reason.kind === 'other-category' ? R.otherCategory(words) : R.otherLetter(words);
    }
    case 'players':
      return R.players({ games: reason.games });
    case 'struck-out':
      return R.struckOut({ games: reason.games });
    case 'none':
      return R.none;
  }
}

/**
 * The referee's mark on an answer's line (✓ known, ! doubtful, ? unknown) with its reason; a screen reader
 * hears the verdict in words. An unknown answer shows only its '?', to keep the line short.
 */
export function RefereeChip({ mark }: { mark: RefereeMark }) {
  const R = useText().scoring.review.referee;
  const { icon: Icon, className } = REFEREE_LOOK[mark.verdict];
  const reason = refereeReason(R, mark.reason);
  const spoken = mark.verdict === 'unknown' ? R.unknown : R.markLabel({ verdict: R[mark.verdict], reason });
  return (
    <span
      data-testid="referee-mark"
      data-verdict={mark.verdict}
      title={reason}
      className={cn(
        'inline-flex min-w-0 items-center gap-1 rounded-full px-2 text-xs leading-6 font-bold ring-1',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{spoken}</span>
      <span aria-hidden="true" className={cn('truncate', mark.verdict === 'unknown' && 'sr-only')}>
        {reason}
      </span>
    </span>
  );
}
