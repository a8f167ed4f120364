import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useSessionUser, useSignOutOnSessionLoss } from '@/lib/session';
import { AppFrame } from './app-frame';
import { backdropOf, guidePanelFromOf } from './route-handle';
import { useCloseRoomOnSignOut } from './use-close-room-on-sign-out';
import { usePrefetchNextScreens } from './use-prefetch-next-screens';

/** The layout route: every screen renders inside the frame. */
export function RootLayout() {
  const matches = useMatches();
  useSignOutOnSessionLoss();
  const uid = useSessionUser()?.uid;
  useCloseRoomOnSignOut(uid);
  usePrefetchNextScreens(uid !== undefined);
  return (
    <AppFrame backdrop={backdropOf(matches)} guidePanelFrom={guidePanelFromOf(matches)}>
      <Outlet />
      <ScrollRestoration />
    </AppFrame>
  );
}
