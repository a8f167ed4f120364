import { OctagonAlert, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import {
  dismissSecondaryToast,
  secondaryToasts,
  subscribeSecondaryToasts,
  useToastHotkeys,
  type SecondaryToastRecord,
} from '@/lib/secondary-toast';

/** The seed's secondary toaster shows each toast for 4 seconds (sonner's main one, 3). */
export const SECONDARY_TOAST_DURATION_MS = 4000;

/** A swipe to the right this far, in px, dismisses the toast (the seed's threshold). */
export const SECONDARY_TOAST_SWIPE_THRESHOLD_PX = 20;

/**
 * The seed's second toaster, on Radix Toast, for the notices the original app sent through its own toast
 * hook ('Authentication required!.'). One toast at a time (lib/secondary-toast.ts), so the seed's "3 visible"
 * is never reached. Loaded lazily by app/lazy-secondary-toaster.tsx.
 */
export function SecondaryToaster() {
  const toasts = useSyncExternalStore(subscribeSecondaryToasts, secondaryToasts);
  const hotkeys = useToastHotkeys();
  const S = useText().app.notifications;
  return (
    <Toast.Provider
      duration={SECONDARY_TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SECONDARY_TOAST_SWIPE_THRESHOLD_PX}
      label={S.announcePrefix}
    >
      {toasts.map((toast) => (
        <SecondaryToast key={toast.id} toast={toast} />
      ))}
      <Toast.Viewport
        hotkey={hotkeys.secondary}
        label={S.region}
        // Top-centre on phones, below the header as sonner's (top-16 and p-4 make root.tsx's
        // TOAST_TOP_ON_PHONES); bottom-right from the sm breakpoint, where the original had it.
        // The list lets clicks through around its toast (Radix already does when it is empty).
        className={cn(
          'pointer-events-none fixed inset-x-0 top-16 z-[100] m-0 flex list-none flex-col items-center gap-2 p-4 font-sans outline-none',
          'sm:top-auto sm:right-0 sm:bottom-0 sm:left-auto sm:w-[420px] sm:items-stretch',
        )}
      />
    </Toast.Provider>
  );
}

function SecondaryToast({ toast }: { toast: SecondaryToastRecord }) {
  const S = useText().app.notifications;
  const destructive = toast.variant === 'destructive';
  return (
    <Toast.Root
      open={toast.open}
      onOpenChange={(open) => {
        if (!open) dismissSecondaryToast(toast.id);
      }}
      // Radix reads a foreground toast out assertively, a background one politely.
      type={destructive ? 'foreground' : 'background'}
      data-variant={toast.variant ?? 'default'}
      className={cn(
        'pointer-events-auto relative flex w-full max-w-[420px] items-start gap-3 rounded-2xl border p-4 pr-12 text-base font-bold shadow-card',
        'motion-safe:animate-rise-in',
        // Follows the finger while swiped; springs back when let go short of the threshold.
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 motion-safe:data-[swipe=cancel]:transition-transform',
        destructive
          ? 'border-invalid/40 bg-invalid-soft text-invalid'
          : 'border-primary-100 bg-surface text-ink',
      )}
    >
      {destructive ? <OctagonAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : null}
      <div className="grid gap-1">
        <Toast.Title className="font-extrabold">{toast.title}</Toast.Title>
        {toast.description ? (
          <Toast.Description className="font-semibold text-ink">{toast.description}</Toast.Description>
        ) : null}
      </div>
      <Toast.Close
        aria-label={S.close}
        className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full opacity-70 hover:opacity-100 focus-visible:opacity-100"
      >
        <X aria-hidden="true" className="size-5" />
      </Toast.Close>
    </Toast.Root>
  );
}
