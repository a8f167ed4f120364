/** How long a new service worker may take to take over before the page reloads anyway. */
const TAKE_OVER_GRACE_MS = 5000;

const reload = () => window.location.reload();

/**
 * Reloads the page into the newest release the server has. A plain reload is not enough under the
 * service worker: it answers navigations from its precache, so the page would come back as the release
 * the server just refused. So the worker is asked to look for the new release first, and the new one
 * (once installed) is told to take over; the page reloads when it controls it
 * (docs/decisions/025-service-worker-and-offline-screen.md, 053-versioned-protocol.md).
 */
export async function reloadIntoNewestRelease(): Promise<void> {
  const registration =
    'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  // No worker serves this page (development, a first visit): the server answers the reload itself.
  if (!registration?.active) return reload();
  await registration.update().catch(() => {});
  const incoming = registration.installing ?? registration.waiting;
  if (!incoming) return reload();
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  await installed(incoming);
  // What vite-plugin-pwa's prompt mode sends (Workbox's messageSkipWaiting).
  incoming.postMessage({ type: 'SKIP_WAITING' });
  // A worker that failed to install never takes over: reload without it rather than wait forever.
  setTimeout(reload, TAKE_OVER_GRACE_MS);
}

/** Resolves once `worker` has installed (or failed to). */
function installed(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => worker.state !== 'installing' && worker.state !== 'parsed';
    if (settled()) return resolve();
    worker.addEventListener('statechange', function onChange() {
      if (!settled()) return;
      worker.removeEventListener('statechange', onChange);
      resolve();
    });
  });
}
