import { lazy } from 'react';

// The parts of the home screen a first-time visitor does not see at once, each fetched when shown or when
// the visitor reaches for the home card (docs/decisions/024-route-splitting-and-bundle-budgets.md): the first screen carries
// neither zod nor react-hook-form nor Radix's dialog.
const loaders = {
  welcome: () => import('./welcome-panel'),
  auth: () => import('./auth-actions'),
  guestSchema: () => import('./guest-schema'),
};

export const LazyWelcomePanel = lazy(async () => ({ default: (await loaders.welcome()).WelcomePanel }));
export const LazyAuthActions = lazy(async () => ({ default: (await loaders.auth()).AuthActions }));

export async function loadGuestSchema() {
  return (await loaders.guestSchema()).guestFormSchema;
}

/** Everything above, fetched ahead (a module already fetched is not fetched again). */
export function prefetchHomeParts(): void {
  for (const load of Object.values(loaders)) void load().catch(() => {});
}
