import { Copy, Link2 } from 'lucide-react';
import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { copyText } from '@/lib/clipboard';
import { cn } from '@/lib/cn';
import { joinLinkPath } from '@/lib/room-paths';
import { LIB_STRINGS } from '@/lib/strings';
import { LOBBY_STRINGS } from './strings';

const S = LOBBY_STRINGS.invite;

type InviteCardProps = { roomId: string; joinCode: string; className?: string };

/**
 * The two ways in for friends: the join code in big letters (read out across a table) and the invite
 * link `/?jc={roomId}`, each with a copy button and a toast.
 */
export function InviteCard({ roomId, joinCode, className }: InviteCardProps) {
  const codeRef = useRef<HTMLParagraphElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const link = `${window.location.origin}${joinLinkPath(roomId)}`;

  async function copy(text: string, element: HTMLElement | null, copied: string) {
    const outcome = await copyText(text, element);
    if (outcome === 'copied') toast.success(copied);
    else toast(LIB_STRINGS.copySelected);
  }

  return (
    <Card aria-labelledby="lobby-invite" className={cn('flex flex-col gap-4 p-4 sm:p-6', className)}>
      <CardTitle id="lobby-invite" className="text-xl sm:text-2xl">
        {S.heading}
      </CardTitle>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p
            id="lobby-join-code-label"
            className="text-sm font-extrabold tracking-wide text-ink-muted uppercase"
          >
            {S.codeLabel}
          </p>
          <p
            ref={codeRef}
            aria-labelledby="lobby-join-code-label"
            data-testid="join-code"
            className="text-4xl font-black tracking-[0.18em] text-primary-700 tabular sm:text-5xl"
          >
            {joinCode}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void copy(joinCode, codeRef.current, S.codeCopied)}
        >
          <Copy aria-hidden="true" className="size-5" />
          {S.copyCode}
        </Button>
      </div>
      <div className="flex flex-col gap-1.5">
        <label
          htmlFor="lobby-invite-link"
          className="text-sm font-extrabold tracking-wide text-ink-muted uppercase"
        >
          {S.linkLabel}
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
            onClick={() => void copy(link, linkRef.current, S.linkCopied)}
          >
            <Link2 aria-hidden="true" className="size-5" />
            {S.copyLink}
          </Button>
        </div>
      </div>
    </Card>
  );
}
