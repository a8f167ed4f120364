import { useMemo } from 'react';
import { useText } from '@/i18n/use-text';
import { qrPath } from '@/lib/qr-path';

/**
 * The join link as a QR code for a room to scan from its seats: black modules on white in both schemes
 * (readers look for dark on light), the code's own quiet zone of four modules inside the SVG and a white
 * margin around it, drawn with crisp edges at whatever size the box gives it.
 */
export function JoinQrCode({ url, className }: { url: string; className?: string }) {
  const { size, path } = useMemo(() => qrPath(url), [url]);
  const t = useText().bigScreen.lobby;
  return (
    <div className={`rounded-3xl bg-white p-3 shadow-card ${className ?? ''}`}>
      <svg
        role="img"
        aria-label={t.qrLabel}
        data-testid="join-qr-code"
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        className="block size-full"
      >
        <rect width={size} height={size} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
    </div>
  );
}
