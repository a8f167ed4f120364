import { Lightbulb, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { GuideCarousel } from './guide-carousel';
import { RoomRules } from './room-rules';
import './how-to-play.css';

/**
 * The guide in a dialog, for small screens, opened by HowToPlayHelpButton (help-button.tsx), which stays
 * light: this module, with Radix's dialog and the carousel, is fetched only when the player asks. The
 * carousel only exists while the dialog is open, so its timer does not run behind the page.
 */
export function HowToPlayDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there on close (there is no Dialog.Trigger to do it). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const S = useText().howToPlay;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="htp-overlay fixed inset-0 z-50 bg-scrim/45 backdrop-blur-[2px]" />
        <Dialog.Content
          className={cn(
            'htp-dialog fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
            'max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-card bg-surface p-4 shadow-card sm:p-6',
          )}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          {/* The close button comes first, so opening the dialog focuses it and not the self-turning guide. */}
          <div className="mb-3 flex items-center justify-between gap-3">
            <Dialog.Title className="flex items-center gap-2 text-2xl font-black tracking-tight text-ink">
              <Lightbulb aria-hidden className="size-6 text-primary-600" />
              {S.title}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={S.close}>
                <X aria-hidden className="size-6" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{S.dialogDescription}</Dialog.Description>
          <RoomRules />
          <GuideCarousel />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
