import { Lock, LockOpen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';
import { useLobbyIntent } from './use-lobby-intent';

/**
 * Whether newcomers may join: the host's toggle (pressed while locked), or, for everyone else, a word when
 * the room is locked. Nothing asks first: it is undone as easily.
 */
export function LockRoomControl({
  roomId,
  locked,
  isHost,
}: {
  roomId: string;
  locked: boolean;
  isHost: boolean;
}) {
  const { run, pending } = useLobbyIntent();
  const t = useText().lobby.players;
  if (!isHost) {
    return locked ? (
      <p className="flex items-center gap-1.5 px-2 text-sm font-bold text-ink-muted">
        <Lock aria-hidden="true" className="size-4" />
        {t.lockedNote}
      </p>
    ) : null;
  }
  const toggle = () => void run('lobby:lock', { roomId, locked: !locked }, toggle);
  return (
    <div className="flex flex-wrap items-center gap-2 px-2">
      <Button variant="secondary" size="sm" aria-pressed={locked} disabled={pending} onClick={toggle}>
        {locked ? (
          <Lock aria-hidden="true" className="size-5" />
        ) : (
          <LockOpen aria-hidden="true" className="size-5" />
        )}
        {t.lockRoom}
      </Button>
      <span className="text-sm font-bold text-ink-muted">{locked ? t.lockedNote : t.openNote}</span>
    </div>
  );
}
