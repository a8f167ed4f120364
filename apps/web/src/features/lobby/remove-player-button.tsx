import { ERRORS, type LobbySlotView } from '@npat/protocol';
import { UserX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LOBBY_STRINGS } from './strings';
import { useLobbyIntent } from './use-lobby-intent';

const S = LOBBY_STRINGS.players;

/** The host's remove button for one player, behind a confirmation; the player is told and sent home. */
export function RemovePlayerButton({ slot, roomId }: { slot: LobbySlotView; roomId: string }) {
  const { run } = useLobbyIntent();
  // A removal that fails says so in the seed's words for a failed delete.
  const remove = () =>
    run('lobby:kick', { roomId, targetUid: slot.uid }, () => void remove(), undefined, ERRORS.deleteFailed);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={S.remove(slot.displayName)} className="text-invalid">
          <UserX aria-hidden="true" className="size-5" />
        </Button>
      }
      title={S.removeTitle(slot.displayName)}
      description={S.removeDescription}
      confirmLabel={S.removeConfirm}
      cancelLabel={S.cancel}
      confirmVariant="danger"
      onConfirm={remove}
    />
  );
}
