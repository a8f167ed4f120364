import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useSessionUser, useSignOutOnSessionLoss } from '@/lib/session';
import { useCloseSocketOnSignOut } from '@/lib/socket';
import { AppFrame } from './app-frame';
import { backdropOf, guidePanelFromOf } from './route-handle';

/** The layout route: every screen renders inside the frame. */
export function RootLayout() {
  const matches = useMatches();
  useSignOutOnSessionLoss();
  useCloseSocketOnSignOut(useSessionUser()?.uid);
  return (
    <AppFrame backdrop={backdropOf(matches)} guidePanelFrom={guidePanelFromOf(matches)}>
      <Outlet />
      <ScrollRestoration />
    </AppFrame>
  );
}
