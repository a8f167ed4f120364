import type { PlayerView } from '@npat/engine';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { estimateClock, resetClock } from '@/lib/clock';

/**
 * Renders one game screen as a pure component, fed `view` (built by the real engine: see game-views.ts),
 * with no server behind it: no route guard, no join, no socket traffic. The screen's clock reads the
 * view's `serverNow` as the server's time, as it does after a join. Buttons that send intents still
 * need '@/lib/socket' mocked with the fake socket.
 */
export function renderScreen(view: PlayerView, screen: (view: PlayerView) => ReactElement) {
  resetClock();
  estimateClock(view.serverNow);
  const router = createMemoryRouter([{ path: '*', element: screen(view) }]);
  return render(<RouterProvider router={router} />);
}
