import { useEffect, type ReactNode } from 'react';
import { useText } from '@/i18n/use-text';
import { announce } from '@/lib/announce';
import { cn } from '@/lib/cn';
import { useVisualViewportTop, VISUAL_VIEWPORT_TOP } from '@/lib/use-visual-viewport-top';
import { LetterTile } from './letter-tile';

type RoundHeaderProps = {
  round: number;
  rounds: number;
  letter: string;
  /** The screen's heading, e.g. 'Write your answers'. */
  title: string;
  /** The countdown, at the right end. */
  timer?: ReactNode;
  /** Secondary actions under the heading (leave). */
  actions?: ReactNode;
  /**
   * The header stays at the top of what the player sees while they scroll or type (also with the on-screen
   * keyboard open) and its actions move below it; on a phone it is compact, with `notice` under it.
   */
  sticky?: boolean;
  /** A line the sticky header shows on a phone, e.g. the STOP countdown. */
  notice?: ReactNode;
};

/** The top of every round screen: the letter tile, 'Round n of N', the heading, and the countdown. */
export function RoundHeader({
  round,
  rounds,
  letter,
  title,
  timer,
  actions,
  sticky,
  notice,
}: RoundHeaderProps) {
  const t = useText().gamePanels;
  // A new phase is a new heading; focus stays where it was, so it is said aloud.
  const heading = t.phaseAnnouncement({ number: round, rounds, title });
  useEffect(() => announce(heading), [heading]);
  const header = (
    <header
      data-testid="round-header"
      className={cn(
        'flex flex-col',
        // Sticky on every screen: on a desktop too the letter and the countdown stay in sight.
        sticky && [
          'sticky z-20 bg-surface/95 shadow-card backdrop-blur-sm max-sm:-mx-4 max-sm:rounded-b-2xl max-sm:px-4',
          'max-sm:py-2 sm:rounded-2xl sm:px-5 sm:py-3',
        ],
      )}
      style={sticky ? { top: `var(${VISUAL_VIEWPORT_TOP}, 0px)` } : undefined}
    >
      <div className="flex items-center gap-3 sm:gap-5">
        <LetterTile letter={letter} className={cn(sticky && 'max-sm:size-12 max-sm:text-3xl')} />
        <div className="min-w-0 flex-1">
          <p data-testid="round-number" className="text-sm font-extrabold text-ink-muted uppercase tabular">
            {t.round({ number: round, rounds })}
          </p>
          <h1
            className={cn(
              'text-2xl font-black tracking-tight text-balance sm:text-3xl',
              sticky && 'max-sm:text-xl max-sm:leading-tight',
            )}
          >
            {title}
          </h1>
          {actions && !sticky ? <div className="mt-1">{actions}</div> : null}
        </div>
        {timer}
      </div>
      {sticky && notice ? <div className="mt-2 sm:hidden">{notice}</div> : null}
    </header>
  );
  if (!sticky) return header;
  return <StickyRoundHeader header={header} actions={actions} />;
}

function StickyRoundHeader({ header, actions }: { header: ReactNode; actions?: ReactNode }) {
  useVisualViewportTop();
  return (
    <>
      {header}
      {actions ? <div className="-mt-2">{actions}</div> : null}
    </>
  );
}
