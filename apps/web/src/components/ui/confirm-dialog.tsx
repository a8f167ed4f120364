import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Modal, ModalClose } from './dialog';
import { Spinner } from './spinner';

type ConfirmDialogProps = {
  /** The button that opens the dialog; it gets focus back when the dialog closes. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs on confirm, the button spinning meanwhile; the dialog closes unless it resolves with false. */
  onConfirm: () => Promise<boolean | void>;
  confirmVariant?: ButtonVariant;
};

/** Asks before something that cannot be undone (remove a player, leave a room); Cancel is the safe way out. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  confirmVariant = 'primary',
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      if ((await onConfirm()) !== false) setOpen(false);
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={setOpen} trigger={trigger} title={title} description={description}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ModalClose asChild>
          <Button variant="secondary">{cancelLabel}</Button>
        </ModalClose>
        <Button
          variant={confirmVariant}
          onClick={() => void confirm()}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? <Spinner /> : null}
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
