import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useText } from '@/i18n/use-text';
import { useGameView } from '@/lib/game-view-store';

type LeaveGameDialogProps = {
  /** The game asked about: a spectator of it is asked whether to stop watching instead. */
  roomId: string;
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
export function LeaveGameDialog({ roomId, open, onStay, onLeave }: LeaveGameDialogProps) {
  const S = useText().gamePanels.leave;
  const [pending, setPending] = useState(false);
  const watching = useGameView(roomId)?.watching ?? false;
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
      title={watching ? S.watchingTitle : S.title}
      description={watching ? S.watchingDescription : S.description}
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
          {watching ? S.watchingConfirm : S.confirm}
        </Button>
      </div>
    </Modal>
  );
}
