import { PartyPopper } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';

/** The invitation to the new lobby someone else started from this game, naming them where known. */
export function PlayAgainInvite({ hostName, onJoin }: { hostName: string | undefined; onJoin: () => void }) {
  const S = useText().result.invite;
  return (
    <div
      role="alert"
      data-testid="play-again-invite"
      className="flex flex-wrap items-center gap-3 rounded-card bg-accent-700 p-4 text-on-fill shadow-card motion-safe:animate-rise-in"
    >
      <PartyPopper aria-hidden="true" className="size-8 shrink-0" />
      <p className="min-w-0 flex-1">
        <span className="block text-lg font-black">{S.title}</span>
        <span className="font-semibold">
          {hostName === undefined ? S.text : S.textBy({ host: hostName })}
        </span>
      </p>
      <Button variant="secondary" aria-label={S.joinLabel} onClick={onJoin}>
        {S.join}
      </Button>
    </div>
  );
}
