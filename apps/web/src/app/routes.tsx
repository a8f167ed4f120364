import { data, type RouteObject } from 'react-router';
import { CreditsPage } from '@/features/credits/credits-page';
import { GameCreationPage } from '@/features/game-creation/game-creation-page';
import { GamePage } from '@/features/game/game-page';
import { historyLoader } from '@/features/history/history-loader';
import { HistoryPage } from '@/features/history/history-page';
import { HomePage } from '@/features/home/home-page';
import { LobbyPage } from '@/features/lobby/lobby-page';
import { ResetPasswordPage } from '@/features/reset-password/reset-password-page';
import { ResultPage } from '@/features/result/result-page';
import { ScoringPage } from '@/features/scoring/scoring-page';
import { ROOT_ROUTE_ID } from '@/lib/session';
import { RootError } from './root-error';
import type { RouteHandle } from './route-handle';
import { RoomLayout } from './room-layout';
import { roomFallbackLoader, roomScreenLoader } from './room-loaders';
import { RootLayout } from './root-layout';
import { requireUserLoader, rootLoader } from './session-loaders';

/** Unknown paths become a 404 route error, so they get the error screen of seed-spec §2. */
export function notFoundLoader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** Shown until the first session read answers: the bare backdrop, so no screen can flash the wrong state. */
function SessionPending() {
  return <div aria-hidden="true" className="app-backdrop min-h-dvh" />;
}

/** Every route of the app. Exported apart from the router so tests can mount them in a memory router. */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    loader: rootLoader,
    // The session is re-read on every navigation, so a guard's redirect home also shows home signed out.
    shouldRevalidate: () => true,
    HydrateFallback: SessionPending,
    element: <RootLayout />,
    errorElement: <RootError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'credits', element: <CreditsPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'game-creation', loader: requireUserLoader, element: <GameCreationPage /> },
      { path: 'history', loader: historyLoader, element: <HistoryPage /> },
      {
        // A room's screens (seed §2), each behind the seed's guard; anything else under a room leads home.
        path: 'game-room/:roomId',
        element: <RoomLayout />,
        children: [
          { index: true, loader: roomFallbackLoader, Component: () => null },
          {
            path: 'lobby',
            loader: roomScreenLoader('lobby'),
            handle: { guidePanelFrom: 'xl' } satisfies RouteHandle,
            element: <LobbyPage />,
          },
          { path: 'game', loader: roomScreenLoader('game'), element: <GamePage /> },
          {
            path: 'scoring',
            loader: roomScreenLoader('scoring'),
            handle: { backdrop: 'plain' } satisfies RouteHandle,
            element: <ScoringPage />,
          },
          { path: 'result', loader: roomScreenLoader('result'), element: <ResultPage /> },
          { path: '*', loader: roomFallbackLoader, Component: () => null },
        ],
      },
      // The loader always throws, so the component is never seen; it only keeps the router from warning
      // about a route without an element.
      { path: '*', loader: notFoundLoader, Component: () => null },
    ],
  },
];
