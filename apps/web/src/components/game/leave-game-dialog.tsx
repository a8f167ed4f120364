import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { GAME_UI_STRINGS } from './strings';

const S = GAME_UI_STRINGS.leave;

type LeaveGameDialogProps = {
  open: boolean;
  /** Stay in the game: Stay, Escape or a click outside. */
  onStay: () => void;
  /** Leave the game and go where the player was going; the dialog stays open if it rejects. */
  onLeave: () => Promise<void>;
};

/**
 * The question Leave game asks (leave-game-button.tsx), for the other ways out of a running game: the
 * header's logo and the browser's Back.
 */
export function LeaveGameDialog({ open, onStay, onLeave }: LeaveGameDialogProps) {
  const [pending, setPending] = useState(false);
  async function leave() {
    setPending(true);
    try {
      await onLeave();
    } finally {
      setPending(false);
    }
  }
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onStay())}
      title={S.title}
      description={S.description}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onStay}>
          {S.cancel}
        </Button>
        <Button
          variant="danger"
          onClick={() => void leave()}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? <Spinner /> : null}
          {S.confirm}
        </Button>
      </div>
    </Modal>
  );
}
