import type { LobbySlotView } from '@npat/protocol';
import { Crown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useText } from '@/i18n/use-text';
import { useLobbyIntent } from './use-lobby-intent';

/** The host's button to hand the crown to one player, behind a confirmation: the host gives up their powers. */
export function MakeHostButton({ slot, roomId }: { slot: LobbySlotView; roomId: string }) {
  const { run } = useLobbyIntent();
  const t = useText().lobby.players;
  const makeHost = () => run('lobby:make-host', { roomId, targetUid: slot.uid }, () => void makeHost());
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={t.makeHost({ name: slot.displayName })}
          className="text-primary-700"
        >
          <Crown aria-hidden="true" className="size-5" />
        </Button>
      }
      title={t.makeHostTitle({ name: slot.displayName })}
      description={t.makeHostDescription}
      confirmLabel={t.makeHostConfirm}
      cancelLabel={t.cancel}
      onConfirm={makeHost}
    />
  );
}
