import { storedSettings, type LobbyView } from '@npat/protocol';
import { ExternalLink, Link2, Tv } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { text } from '@/i18n/locale-store';
import { useText } from '@/i18n/use-text';
import { useAfterScreenShown } from '@/lib/after-screen-shown';
import { copyText } from '@/lib/clipboard';
import { bigScreenPath } from '@/lib/room-paths';
import { toast } from '@/lib/toast';
import { useLobbyIntent } from './use-lobby-intent';

const LazyInviteQrCode = lazy(async () => ({ default: (await import('./invite-qr-code')).InviteQrCode }));

type BigScreenCardProps = { view: LobbyView; isHost: boolean };

/**
 * Party mode's way in (docs/product/rules.md#big-screen): the host turns the big screen on and gets its link
 * and QR code to open on the TV; the others are told that the room plays on one.
 */
export function BigScreenCard({ view, isHost }: BigScreenCardProps) {
  const t = useText().lobby.bigScreen;
  const { run, pending } = useLobbyIntent();
  const linkRef = useRef<HTMLInputElement>(null);
  const shown = useAfterScreenShown();
  const on = view.settings.bigScreen;
  if (!isHost) {
    return on ? (
      <p className="flex items-center gap-3 rounded-2xl bg-surface px-4 py-3 font-bold text-ink shadow-card">
        <Tv aria-hidden="true" className="size-6 shrink-0 text-primary-600" />
        {t.on}
      </p>
    ) : null;
  }
  const link = `${window.location.origin}${bigScreenPath(view.roomId)}`;

  function turnOn() {
    const settings = { ...storedSettings(view.settings), bigScreen: true };
    void run('lobby:update-settings', { roomId: view.roomId, settings }, turnOn);
  }

  async function copy() {
    const outcome = await copyText(link, linkRef.current);
    if (outcome === 'copied') toast.success(text().lobby.bigScreen.linkCopied);
    else toast(text().lib.copySelected);
  }

  return (
    <Card aria-labelledby="lobby-big-screen" className="flex flex-col gap-4 p-4 sm:p-6">
      <CardTitle id="lobby-big-screen" className="flex items-center gap-2 text-xl sm:text-2xl">
        <Tv aria-hidden="true" className="size-6 text-primary-600" />
        {t.heading}
      </CardTitle>
      {on ? (
        <>
          <p className="-mt-2 text-sm font-semibold text-ink-muted">{t.hint}</p>
          <div className="flex flex-col gap-1.5">
            <label
              htmlFor="lobby-big-screen-link"
              className="text-sm font-extrabold tracking-wide text-ink-muted uppercase"
            >
              {t.linkLabel}
            </label>
            <div className="flex gap-2">
              <input
                ref={linkRef}
                id="lobby-big-screen-link"
                readOnly
                value={link}
                onFocus={(event) => event.currentTarget.select()}
                className="min-h-11 min-w-0 flex-1 truncate rounded-xl border-2 border-primary-200 bg-primary-50 px-3 text-sm font-semibold text-ink"
              />
              <Button variant="secondary" size="sm" onClick={() => void copy()}>
                <Link2 aria-hidden="true" className="size-5" />
                {t.copyLink}
              </Button>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <div className="size-32 overflow-hidden rounded-2xl bg-white ring-1 ring-black/10 dark:ring-white/20">
              <Suspense fallback={null}>
                {shown ? (
                  <LazyInviteQrCode
                    url={link}
                    label={t.qrLabel}
                    testId="big-screen-qr-code"
                    className="size-full"
                  />
                ) : null}
              </Suspense>
            </div>
            <Button variant="secondary" asChild>
              <a href={bigScreenPath(view.roomId)} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" className="size-5" />
                {t.open}
              </a>
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="-mt-2 text-sm font-semibold text-ink-muted">{t.intro}</p>
          <Button onClick={turnOn} disabled={pending} className="w-full">
            <Tv aria-hidden="true" className="size-5" />
            {t.turnOn}
          </Button>
        </>
      )}
    </Card>
  );
}
