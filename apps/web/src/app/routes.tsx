import { data, type RouteObject } from 'react-router';
import { CreditsPage } from '@/features/credits/credits-page';
import { HomePage } from '@/features/home/home-page';
import { RootError } from './root-error';
import { RootLayout } from './root-layout';

/** Unknown paths become a 404 route error, so they get the error screen of seed-spec §2. */
export function notFoundLoader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** Every route of the app. Exported apart from the router so tests can mount them in a memory router. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RootError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'credits', element: <CreditsPage /> },
      // The loader always throws, so neither the component nor the fallback is ever seen; they only keep the
      // router from warning about a route without an element.
      { path: '*', loader: notFoundLoader, Component: () => null, HydrateFallback: () => null },
    ],
  },
];
