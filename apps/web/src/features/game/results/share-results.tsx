import { Copy, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useText } from '@/i18n/use-text';
import type { ShareSource } from './share-facts';
import { useShareResults } from './use-share-results';

/**
 * Share the results as a picture (podium, standings, language, date; never an answer) and copy them as
 * one line, for players and spectators alike. The status line tells how it went.
 */
export function ShareResults({ view }: { view: ShareSource }) {
  const S = useText().result.share;
  const { status, drawing, share, copySummary } = useShareResults(view);
  return (
    <div className="flex w-full flex-col items-center gap-2">
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button
          variant="secondary"
          onClick={() => void share()}
          disabled={drawing}
          aria-busy={drawing || undefined}
        >
          {drawing ? <Spinner /> : <Share2 aria-hidden="true" className="size-5" />}
          {S.share}
        </Button>
        <Button variant="ghost" onClick={() => void copySummary()}>
          <Copy aria-hidden="true" className="size-5" />
          {S.copy}
        </Button>
      </div>
      {/* Always in the page, so screen readers hear each new status. */}
      <p role="status" className="min-h-6 text-sm font-bold text-ink-muted">
        {status === 'idle' ? null : S.status[status]}
      </p>
    </div>
  );
}
