import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { text } from '@/i18n/locale-store';
import { useText } from '@/i18n/use-text';
import { useLobbyIntent } from './use-lobby-intent';

/** Leave, after a confirmation; the player then goes home (a host hands the crown on as they go). */
export function LeaveButton({ roomId, isHost }: { roomId: string; isHost: boolean }) {
  const navigate = useNavigate();
  const { run } = useLobbyIntent();
  const t = useText().lobby.leave;
  async function leave(): Promise<boolean> {
    // Leaving removes the player from the room: when that fails, the seed's delete-failure message.
    const failure = text().errors.general.deleteFailed;
    if (!(await run('lobby:leave', { roomId }, () => void leave(), undefined, failure))) return false;
    await navigate('/', { replace: true });
    return true;
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm">
          <LogOut aria-hidden="true" className="size-5" />
          {t.leave}
        </Button>
      }
      title={t.title}
      description={isHost ? t.hostDescription : t.description}
      confirmLabel={t.confirm}
      cancelLabel={t.cancel}
      onConfirm={leave}
    />
  );
}
