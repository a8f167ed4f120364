import { lazy } from 'react';

/** LeaveGameDialog as a lazy part: Radix's dialog comes when the question is asked, not with the screen. */
export const LazyLeaveGameDialog = lazy(async () => ({
  default: (await import('./leave-game-dialog')).LeaveGameDialog,
}));
