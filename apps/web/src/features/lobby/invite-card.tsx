import { LANGUAGE_DATA, type GameLanguage } from '@npat/protocol';
import { ChevronDown, Copy, Link2, QrCode, Share2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { text } from '@/i18n/locale-store';
import { useText } from '@/i18n/use-text';
import { useAfterScreenShown } from '@/lib/after-screen-shown';
import { copyText } from '@/lib/clipboard';
import { cn } from '@/lib/cn';
import { joinLinkPath } from '@/lib/room-paths';

// The QR encoder is a lazy part, asked for once the lobby is shown, so it never holds back its first paint
// (docs/decisions/024-route-splitting-and-bundle-budgets.md).
const LazyInviteQrCode = lazy(async () => ({ default: (await import('./invite-qr-code')).InviteQrCode }));

type InviteCardProps = {
  roomId: string;
  joinCode: string;
  /** The game's language, so a friend knows what they are joining. */
  language?: GameLanguage;
  className?: string;
};

/**
 * The ways in for friends: the join code in big letters (read out across a table), a Share button (the
 * device's share sheet where there is one, else it copies the link), the invite link `/?jc={roomId}` with a
 * copy button, and the link as a QR code to scan off the screen: large from 1024 px, behind a "Show QR
 * code" button on smaller screens.
 */
export function InviteCard({ roomId, joinCode, language, className }: InviteCardProps) {
  const codeRef = useRef<HTMLParagraphElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const [qrOpen, setQrOpen] = useState(false);
  const t = useText().lobby.invite;
  const shown = useAfterScreenShown();
  const link = `${window.location.origin}${joinLinkPath(roomId)}`;
  const hidden = joinCode === '';

  // The toast is worded once the copy is done, in the language of that moment.
  async function copy(value: string, element: HTMLElement | null, copied: 'codeCopied' | 'linkCopied') {
    const outcome = await copyText(value, element);
    if (outcome === 'copied') toast.success(text().lobby.invite[copied]);
    else toast(text().lib.copySelected);
  }

  async function share() {
    const words = joinCode === '' ? t.shareTextLink : t.shareText({ code: joinCode });
    const data: ShareData = { title: text().app.appName, text: words, url: link };
    // Feature-detected at the press: most desktop browsers have no share sheet.
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The player closed the sheet: nothing went wrong. Any other refusal falls back to copying.
        if (error instanceof Error && error.name === 'AbortError') return;
      }
    }
    await copy(link, linkRef.current, 'linkCopied');
  }

  return (
    <Card aria-labelledby="lobby-invite" className={cn('flex flex-col gap-4 p-4 sm:p-6', className)}>
      <CardTitle id="lobby-invite" className="text-xl sm:text-2xl">
        {t.heading}
      </CardTitle>
      {language ? (
        <p className="-mt-2 text-sm font-bold text-ink-muted">
          {t.language({ language: LANGUAGE_DATA[language].name })}
        </p>
      ) : null}
      {/* Streamer mode: the server sent no code (docs/product/rules.md#big-screen), so the link is the way in. */}
      {hidden ? (
        <p className="rounded-2xl bg-primary-50 px-4 py-3 font-bold text-ink">{t.codeHidden}</p>
      ) : (
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          <div>
            <p
              id="lobby-join-code-label"
              className="text-sm font-extrabold tracking-wide text-ink-muted uppercase"
            >
              {t.codeLabel}
            </p>
            <p
              ref={codeRef}
              aria-labelledby="lobby-join-code-label"
              data-testid="join-code"
              className="text-5xl leading-tight font-black tracking-[0.18em] text-primary-700 tabular sm:text-6xl"
            >
              {joinCode}
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void copy(joinCode, codeRef.current, 'codeCopied')}
          >
            <Copy aria-hidden="true" className="size-5" />
            {t.copyCode}
          </Button>
        </div>
      )}
      <Button onClick={() => void share()} className="w-full">
        <Share2 aria-hidden="true" className="size-5" />
        {t.share}
      </Button>
      <div className="flex flex-col gap-1.5">
        <label
          htmlFor="lobby-invite-link"
          className="text-sm font-extrabold tracking-wide text-ink-muted uppercase"
        >
          {t.linkLabel}
        </label>
        <div className="flex gap-2">
          <input
            ref={linkRef}
            id="lobby-invite-link"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 min-w-0 flex-1 truncate rounded-xl border-2 border-primary-200 bg-primary-50 px-3 text-sm font-semibold text-ink"
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void copy(link, linkRef.current, 'linkCopied')}
          >
            <Link2 aria-hidden="true" className="size-5" />
            {t.copyLink}
          </Button>
        </div>
      </div>
      {hidden ? null : (
        <>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={qrOpen}
            aria-controls="lobby-invite-qr"
            onClick={() => setQrOpen((open) => !open)}
            className="self-center lg:hidden"
          >
            <QrCode aria-hidden="true" className="size-5" />
            {qrOpen ? t.hideQr : t.showQr}
            <ChevronDown
              aria-hidden="true"
              className={cn(
                'size-5 transition-transform motion-reduce:transition-none',
                qrOpen && 'rotate-180',
              )}
            />
          </Button>
          {/* Hidden below 1024 px until asked for; always there from 1024 px, where phones scan the screen. */}
          <figure
            id="lobby-invite-qr"
            className={cn('flex-col items-center gap-2', qrOpen ? 'flex' : 'hidden', 'lg:flex')}
          >
            {/* The white tile is there at once, so the code arriving moves nothing. */}
            <div className="size-45 overflow-hidden rounded-2xl bg-white ring-1 ring-black/10 lg:size-75 dark:ring-white/20">
              <Suspense fallback={null}>
                {shown ? <LazyInviteQrCode url={link} className="size-full" /> : null}
              </Suspense>
            </div>
            <figcaption className="text-center text-sm font-bold text-ink-muted">{t.qrHint}</figcaption>
          </figure>
        </>
      )}
    </Card>
  );
}
