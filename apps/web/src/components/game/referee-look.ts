import { CircleAlert, CircleCheck, CircleHelp } from 'lucide-react';

/** How a referee verdict looks wherever it is shown (the review's chip, the big screen's): icon and colours. */
export const REFEREE_LOOK = {
  known: { icon: CircleCheck, className: 'bg-valid-soft text-valid ring-valid/30' },
  doubtful: {
    icon: CircleAlert,
    className: 'bg-amber-50 text-amber-800 ring-amber-600/40 dark:bg-amber-950 dark:text-amber-300',
  },
  unknown: { icon: CircleHelp, className: 'bg-surface text-ink-muted ring-ink-muted/30' },
} as const;
