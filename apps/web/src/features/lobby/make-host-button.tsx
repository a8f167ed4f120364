import type { LobbySlotView } from '@npat/protocol';
import { Crown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LOBBY_STRINGS } from './strings';
import { useLobbyIntent } from './use-lobby-intent';

const S = LOBBY_STRINGS.players;

/** The host's button to hand the crown to one player, behind a confirmation: the host gives up their powers. */
export function MakeHostButton({ slot, roomId }: { slot: LobbySlotView; roomId: string }) {
  const { run } = useLobbyIntent();
  const makeHost = () => run('lobby:make-host', { roomId, targetUid: slot.uid }, () => void makeHost());
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={S.makeHost(slot.displayName)}
          className="text-primary-700"
        >
          <Crown aria-hidden="true" className="size-5" />
        </Button>
      }
      title={S.makeHostTitle(slot.displayName)}
      description={S.makeHostDescription}
      confirmLabel={S.makeHostConfirm}
      cancelLabel={S.cancel}
      onConfirm={makeHost}
    />
  );
}
