import type * as SonnerLibrary from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerLibrary;
type Message = Parameters<Sonner['toast']>[0];

let sonner: Promise<Sonner> | undefined;
const requestListeners = new Set<() => void>();

/**
 * sonner, fetched the first time anything wants it: a toast, or the player's first touch, click or key press
 * (docs/decisions/024-route-splitting-and-bundle-budgets.md). A toast raised before the toaster mounts is
 * not lost: sonner replays the active toasts to a toaster that subscribes late.
 */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of requestListeners) listener();
  }
  return sonner;
}

/** Whether sonner was asked for yet, and a way to hear when it is (the lazy toaster mounts then). */
export function sonnerRequested(): boolean {
  return sonner !== undefined;
}
export function onSonnerRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

// Calls keep their order: each waits for the same import, then runs in the order it was made.
function later(call: (library: Sonner) => void): void {
  void loadSonner().then(call);
}

/** sonner's toast, called once sonner has arrived; the same arguments, without the returned id. */
export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => later(({ toast }) => toast(message, options)),
  {
    error: (message: Message, options?: ExternalToast) => later(({ toast }) => toast.error(message, options)),
    success: (message: Message, options?: ExternalToast) =>
      later(({ toast }) => toast.success(message, options)),
    /** Nothing to dismiss before sonner ever loaded, so that case does not fetch it. */
    dismiss: (id?: string | number) => {
      if (sonner) later(({ toast }) => toast.dismiss(id));
    },
  },
);
