import type { ComponentType } from 'react';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { HomePage } from '@/features/home/home-page';
import { ROOT_ROUTE_ID } from '@/lib/session';
import { RootError } from './root-error';
import type { RouteHandle } from './route-handle';
import { screens } from './route-modules';
import { roomFallbackLoader, roomScreenLoader } from './room-loaders';
import { RootLayout } from './root-layout';
import { requireUserLoader, rootLoader } from './session-loaders';

/**
 * Unknown paths become a 404 route error, so they get the error screen of
 * docs/product/screens.md#error-screen.
 */
export function notFoundLoader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * A route's lazy part: only its component (loaders stay in the entry chunk, so they start at once). The function
 * form, not the object one, because React Router strips resolved keys from a lazy object, which the routes'
 * second router (in tests) would then find empty.
 */
function lazyScreen(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await load() });
}

/** The history's loader, fetched with it: it checks the games with schemas the home screen does without. */
async function historyLoader(args: LoaderFunctionArgs) {
  return (await import('@/features/history/history-loader')).historyLoader(args);
}

/**
 * Shown until the first session read answers: the bare backdrop, so no screen can flash the wrong state. In
 * the browser main.tsx renders only once the router is ready (index.html's header shows until then), so
 * this covers routers rendered at once, as in the tests.
 */
function SessionPending() {
  return <div aria-hidden="true" className="app-backdrop min-h-dvh" />;
}

/**
 * Every route of the app. Loaders and guards are in the entry chunk, so they start at once; each screen's code
 * but home's is lazy and is fetched in parallel with its loader. Exported apart from the router so tests can mount them in a memory router. */
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
      // Home is in the entry: nearly every first visit starts there (an invite link is home's `?jc=`), and
      // one chunk of it and the frame compresses smaller than their many little shared pieces (decision 064).
      { index: true, Component: HomePage },
      { path: 'credits', lazy: lazyScreen(screens.credits) },
      { path: 'reset-password', lazy: lazyScreen(screens.resetPassword) },
      { path: 'confirm-sign-up', lazy: lazyScreen(screens.confirmSignUp) },
      { path: 'game-creation', loader: requireUserLoader, lazy: lazyScreen(screens.gameCreation) },
      { path: 'history', loader: historyLoader, lazy: lazyScreen(screens.history) },
      {
        // A room's screens (docs/product/screens.md#routes), each behind the room guard; anything else under
        // a room leads home.
        path: 'game-room/:roomId',
        lazy: lazyScreen(screens.room),
        children: [
          { index: true, loader: roomFallbackLoader, Component: () => null },
          {
            path: 'lobby',
            loader: roomScreenLoader('lobby'),
            handle: { guidePanelFrom: 'xl' } satisfies RouteHandle,
            lazy: lazyScreen(screens.lobby),
          },
          { path: 'game', loader: roomScreenLoader('game'), lazy: lazyScreen(screens.game) },
          {
            path: 'scoring',
            loader: roomScreenLoader('scoring'),
            handle: { backdrop: 'plain' } satisfies RouteHandle,
            lazy: lazyScreen(screens.scoring),
          },
          { path: 'result', loader: roomScreenLoader('result'), lazy: lazyScreen(screens.result) },
          { path: '*', loader: roomFallbackLoader, Component: () => null },
        ],
      },
      // A room's big screen (docs/product/rules.md#big-screen): for any device, signed in or not, so no room
      // guard; it covers the frame's header and footer itself.
      { path: 'screen/:roomId', lazy: lazyScreen(screens.bigScreen) },
      // The loader always throws, so the component is never seen; it only keeps the router from warning
      // about a route without an element.
      { path: '*', loader: notFoundLoader, Component: () => null },
    ],
  },
];
