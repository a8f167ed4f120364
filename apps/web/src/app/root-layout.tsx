import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useSignOutOnSessionLoss } from '@/lib/session';
import { AppFrame } from './app-frame';
import { backdropOf } from './route-handle';

/** The layout route: every screen renders inside the frame. */
export function RootLayout() {
  const matches = useMatches();
  useSignOutOnSessionLoss();
  return (
    <AppFrame backdrop={backdropOf(matches)}>
      <Outlet />
      <ScrollRestoration />
    </AppFrame>
  );
}
