import { OctagonX } from 'lucide-react';
import { useText } from '@/i18n/use-text';

/**
 * The STOP call in the phone's sticky round header, beside its countdown, so it stays in sight while the
 * player types below the banner. Not read out: the banner (stop-banner.tsx) announces the STOP once.
 */
export function StopNotice() {
  const t = useText().game;
  return (
    <p
      aria-hidden="true"
      data-testid="stop-notice"
      className="flex items-center gap-2 rounded-xl bg-invalid px-3 py-1.5 font-black text-on-fill"
    >
      <OctagonX className="size-5 shrink-0" strokeWidth={2.5} />
      {t.stop.notice}
    </p>
  );
}
