import { text } from '@/i18n/locale-store';
import { toast } from '@/lib/toast';
import type { createBrowserRouter } from 'react-router';
import type { registerSW } from 'virtual:pwa-register';
import { createAppUpdates } from './app-updates';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Registers the service worker of the production build (vite-plugin-pwa's, in prompt mode) and wires its
 * updates to the router: checked on navigations, announced by a toast, taking over at a later navigation
 * (docs/decisions/025-service-worker-and-offline-screen.md).
 */
export function startServiceWorker(router: AppRouter): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Fetched apart from the first screen's scripts: registration waits for the page's load event anyway.
  void import('virtual:pwa-register').then(({ registerSW }) => wireUpdates(router, registerSW));
}

type RegisterSW = typeof registerSW;

function wireUpdates(router: AppRouter, registerSW: RegisterSW): void {
  let registration: ServiceWorkerRegistration | undefined;
  const takeOver = registerSW({
    onNeedRefresh: () => updates.updateReady(router.state.location.pathname),
    onRegisteredSW: (_url, registered) => (registration = registered),
  });
  const updates = createAppUpdates({
    takeOver: () => void takeOver(),
    checkForUpdate: () => void registration?.update().catch(() => {}),
    announce: () => {
      const t = text().app.update;
      toast(t.title, {
        id: 'app-update',
        description: t.description,
        action: { label: t.reload, onClick: () => void takeOver() },
      });
    },
    now: () => Date.now(),
  });
  let pathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    updates.navigated(pathname);
  });
}
