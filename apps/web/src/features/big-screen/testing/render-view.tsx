import type { PlayerView } from '@npat/protocol';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { estimateClock, resetClock } from '@/lib/clock';

/**
 * Renders a phase of the big screen fed `view`, with no socket behind it: the screen's clock reads the view's
 * `serverNow` as the server's time, as the screen's feed sets it when a view arrives.
 */
export function renderView(view: PlayerView, phase: (view: PlayerView) => ReactElement) {
  resetClock();
  estimateClock(view.serverNow);
  const rendered = render(phase(view));
  return {
    ...rendered,
    /** Shows the next view, as the feed would when the server sends it. */
    show(next: PlayerView) {
      estimateClock(next.serverNow);
      rendered.rerender(phase(next));
    },
  };
}
