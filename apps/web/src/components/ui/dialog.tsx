import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';

/** Closes the surrounding Modal; wrap a Button in it (`<ModalClose asChild>`). */
export const ModalClose = Dialog.Close;

type ModalProps = {
  /** The element that opens the dialog, usually a Button; it gets focus back when the dialog closes. */
  trigger?: ReactNode;
  title: string;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
};

/**
 * A centred card over a dimmed page (a bottom sheet on phones). Radix traps focus, closes on Escape and
 * restores focus to the trigger.
 */
export function Modal({ trigger, title, description, children, open, onOpenChange, className }: ModalProps) {
  const t = useText().ui;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-scrim/50 backdrop-blur-[2px] motion-safe:animate-fade-in" />
        <Dialog.Content
          // Without a description Radix wants aria-describedby explicitly unset, or it warns.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-card bg-surface p-6 pb-8 shadow-card',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:p-8',
            'motion-safe:animate-rise-in',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-black tracking-tight">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t.close}
              className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-primary-50 hover:text-ink"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mt-2 text-ink-muted">{description}</Dialog.Description>
          ) : null}
          {children ? <div className="mt-6">{children}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
