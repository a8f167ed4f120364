import type { LobbySlotView } from '@npat/protocol';
import { UserX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { text } from '@/i18n/locale-store';
import { useText } from '@/i18n/use-text';
import { useLobbyIntent } from './use-lobby-intent';

/** The host's remove button for one player, behind a confirmation; the player is told and sent home. */
export function RemovePlayerButton({ slot, roomId }: { slot: LobbySlotView; roomId: string }) {
  const { run } = useLobbyIntent();
  const t = useText().lobby.players;
  // A removal that fails says so in the seed's words for a failed delete.
  const remove = () =>
    run(
      'lobby:kick',
      { roomId, targetUid: slot.uid },
      () => void remove(),
      undefined,
      text().errors.general.deleteFailed,
    );
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={t.remove({ name: slot.displayName })}
          className="text-invalid"
        >
          <UserX aria-hidden="true" className="size-5" />
        </Button>
      }
      title={t.removeTitle({ name: slot.displayName })}
      description={t.removeDescription}
      confirmLabel={t.removeConfirm}
      cancelLabel={t.cancel}
      confirmVariant="danger"
      onConfirm={remove}
    />
  );
}
