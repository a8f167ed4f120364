import { useMemo } from 'react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { qrPath } from '@/lib/qr-path';

/**
 * Dark modules on white in both schemes: QR readers look for dark on light, so the code keeps the light
 * scheme's ink (--color-ink) even when the page is dark.
 */
const DARK_MODULE = '#1f1a17';
const LIGHT_MODULE = '#ffffff';

type InviteQrCodeProps = { url: string; className?: string; label?: string; testId?: string };

/**
 * The invite link as a QR code, an inline SVG of one path that fills its box (the box sets the size). A lazy
 * part of the invite card: the encoder arrives after the lobby is shown.
 */
export function InviteQrCode({ url, className, label, testId = 'invite-qr-code' }: InviteQrCodeProps) {
  const { size, path } = useMemo(() => qrPath(url), [url]);
  const t = useText().lobby.invite;
  return (
    <svg
      role="img"
      aria-label={label ?? t.qrLabel}
      data-testid={testId}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn('block', className)}
    >
      <rect width={size} height={size} fill={LIGHT_MODULE} />
      <path d={path} fill={DARK_MODULE} />
    </svg>
  );
}
