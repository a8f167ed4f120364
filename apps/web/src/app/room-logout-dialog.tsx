import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useText } from '@/i18n/use-text';
import type { RoomExit } from './room-exit';

type RoomLogoutDialogProps = {
  trigger: ReactNode;
  room: RoomExit;
  guest: boolean;
  onConfirm: () => Promise<boolean>;
};

/** Logout's question in a room: what the player loses by it, a guest more than an account. */
export function RoomLogoutDialog({ trigger, room, guest, onConfirm }: RoomLogoutDialogProps) {
  const t = useText().app;
  const S = t.logoutInRoom;
  const inLobby = room.screen === 'lobby';
  return (
    <ConfirmDialog
      trigger={trigger}
      title={inLobby ? S.lobbyTitle : S.gameTitle}
      description={inLobby ? (guest ? S.lobbyGuest : S.lobbyAccount) : guest ? S.gameGuest : S.gameAccount}
      confirmLabel={t.logout}
      cancelLabel={S.stay}
      confirmVariant="danger"
      onConfirm={onConfirm}
    />
  );
}
