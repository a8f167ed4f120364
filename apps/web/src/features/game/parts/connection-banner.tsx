import { WifiOff } from 'lucide-react';
import { useSocketConnected } from '@/lib/socket';
import { useText } from '@/i18n/use-text';

/** Says so while the connection is down; everything typed meanwhile is sent once it is back. */
export function ConnectionBanner() {
  const connected = useSocketConnected();
  const t = useText().gamePanels;
  if (connected) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-2xl bg-surface px-4 py-3 font-bold text-invalid shadow-card"
    >
      <WifiOff aria-hidden="true" className="size-5 shrink-0" />
      {t.reconnecting}
    </p>
  );
}
