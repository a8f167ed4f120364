import { WifiOff } from 'lucide-react';
import { useSocketConnected } from '@/lib/socket';
import { GAME_UI_STRINGS as S } from './strings';

/** Says so while the connection is down; everything typed meanwhile is sent once it is back. */
export function ConnectionBanner() {
  const connected = useSocketConnected();
  if (connected) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-2xl bg-surface px-4 py-3 font-bold text-invalid shadow-card"
    >
      <WifiOff aria-hidden="true" className="size-5 shrink-0" />
      {S.reconnecting}
    </p>
  );
}
