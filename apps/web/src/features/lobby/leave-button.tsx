import { ERRORS } from '@npat/protocol';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LOBBY_STRINGS } from './strings';
import { useLobbyIntent } from './use-lobby-intent';

const S = LOBBY_STRINGS.leave;

/** Leave, after a confirmation; the player then goes home (a host hands the crown on as they go). */
export function LeaveButton({ roomId, isHost }: { roomId: string; isHost: boolean }) {
  const navigate = useNavigate();
  const { run } = useLobbyIntent();
  async function leave(): Promise<boolean> {
    // Leaving removes the player from the room: when that fails, the seed's delete-failure message.
    if (!(await run('lobby:leave', { roomId }, () => void leave(), undefined, ERRORS.deleteFailed)))
      return false;
    await navigate('/', { replace: true });
    return true;
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm">
          <LogOut aria-hidden="true" className="size-5" />
          {S.leave}
        </Button>
      }
      title={S.title}
      description={isHost ? S.hostDescription : S.description}
      confirmLabel={S.confirm}
      cancelLabel={S.cancel}
      onConfirm={leave}
    />
  );
}
