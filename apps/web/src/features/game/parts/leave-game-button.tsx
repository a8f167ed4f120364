import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useText } from '@/i18n/use-text';
import { useGameIntent } from '@/lib/game-intent';

/**
 * Leaving a running game on purpose (docs/product/rules.md#leaving), after a confirmation; the player then
 * goes home. A spectator stops watching the same way, told that they may come back.
 */
export function LeaveGameButton({ roomId, watching = false }: { roomId: string; watching?: boolean }) {
  const S = useText().gamePanels.leave;
  const navigate = useNavigate();
  const { run } = useGameIntent(roomId);
  async function leave(): Promise<boolean> {
    if (!(await run('game:leave', { roomId }, () => void leave()))) return false;
    await navigate('/', { replace: true });
    return true;
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="-ml-2 px-2 text-ink-muted">
          <LogOut aria-hidden="true" className="size-4" />
          {watching ? S.watchingConfirm : S.leave}
        </Button>
      }
      title={watching ? S.watchingTitle : S.title}
      description={watching ? S.watchingDescription : S.description}
      confirmLabel={watching ? S.watchingConfirm : S.confirm}
      cancelLabel={S.cancel}
      confirmVariant="danger"
      onConfirm={leave}
    />
  );
}
