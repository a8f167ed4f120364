import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useSessionUser, useSignOutOnSessionLoss } from '@/lib/session';
import { AppFrame } from './app-frame';
import { backdropOf, guidePanelFromOf } from './route-handle';
import { useAccountLocale } from './use-account-locale';
import { useCloseRoomOnSignOut } from './use-close-room-on-sign-out';
import { usePrefetchNextScreens } from './use-prefetch-next-screens';

/** The layout route: every screen renders inside the frame. */
export function RootLayout() {
  const matches = useMatches();
  useSignOutOnSessionLoss();
  const user = useSessionUser();
  const uid = user?.uid;
  useCloseRoomOnSignOut(uid);
  useAccountLocale(user);
  usePrefetchNextScreens(uid !== undefined);
  return (
    <AppFrame backdrop={backdropOf(matches)} guidePanelFrom={guidePanelFromOf(matches)}>
      <Outlet />
      <ScrollRestoration />
    </AppFrame>
  );
}
