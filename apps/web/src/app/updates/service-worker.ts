import { text } from '@/i18n/locale-store';
import { toast } from '@/lib/toast';
import type { createBrowserRouter } from 'react-router';
import { createAppUpdates } from './app-updates';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The service worker vite-plugin-pwa builds (workbox, prompt mode) and where it serves. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker of the production build and wires its updates to the router: checked on
 * navigations, announced by a toast, taking over at a later navigation
 * (docs/decisions/025-service-worker-and-offline-screen.md).
 */
export function startServiceWorker(router: AppRouter): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const worker = registerServiceWorker(() => updates.updateReady(router.state.location.pathname));
  const updates = createAppUpdates({
    takeOver: worker.takeOver,
    checkForUpdate: worker.checkForUpdate,
    announce: () => {
      const t = text().app.update;
      toast(t.title, {
        id: 'app-update',
        description: t.description,
        action: { label: t.reload, onClick: worker.takeOver },
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

/**
 * What vite-plugin-pwa's registerSW did in prompt mode, without workbox-window (decision 064: its 2 KB were
 * fetched on every first visit): register once the page has loaded; tell `onNeedRefresh` when a new release is
 * installed and waits behind the one running this page (the first install takes over at once, clientsClaim);
 * take over by asking the waiting worker to skip waiting (the generated worker listens for SKIP_WAITING) and
 * reloading once it controls the page.
 */
function registerServiceWorker(onNeedRefresh: () => void) {
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | undefined;
  const replacesRunning = () => container.controller !== null;
  const register = () =>
    container.register(SERVICE_WORKER_URL, { scope: '/' }).then(
      (registered) => {
        registration = registered;
        if (registered.waiting && replacesRunning()) onNeedRefresh();
        registered.addEventListener('updatefound', () => {
          const installing = registered.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed' && replacesRunning()) onNeedRefresh();
          });
        });
      },
      () => {},
    );
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
  return {
    takeOver: () => {
      const waiting = registration?.waiting;
      if (!waiting) return;
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    },
    checkForUpdate: () => void registration?.update().catch(() => {}),
  };
}
