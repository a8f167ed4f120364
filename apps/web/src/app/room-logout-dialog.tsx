import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { RoomExit } from './room-exit';
import { APP_STRINGS } from './strings';

const S = APP_STRINGS.logoutInRoom;

type RoomLogoutDialogProps = {
  trigger: ReactNode;
  room: RoomExit;
  guest: boolean;
  onConfirm: () => Promise<boolean>;
};

/** Logout's question in a room: what the player loses by it, a guest more than an account. */
export function RoomLogoutDialog({ trigger, room, guest, onConfirm }: RoomLogoutDialogProps) {
  const inLobby = room.screen === 'lobby';
  return (
    <ConfirmDialog
      trigger={trigger}
      title={inLobby ? S.lobbyTitle : S.gameTitle}
      description={inLobby ? (guest ? S.lobbyGuest : S.lobbyAccount) : guest ? S.gameGuest : S.gameAccount}
      confirmLabel={APP_STRINGS.logout}
      cancelLabel={S.stay}
      confirmVariant="danger"
      onConfirm={onConfirm}
    />
  );
}
