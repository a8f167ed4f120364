import type { LobbySlotView, LobbyView } from '@npat/protocol';
import { CircleCheck, Play, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useText } from '@/i18n/use-text';
import { wordRefusal } from '@/i18n/word-message';
import { cn } from '@/lib/cn';
import { startBlocker } from './start-rules';
import { useLobbyIntent } from './use-lobby-intent';

type StartCardProps = {
  view: LobbyView;
  mySlot: LobbySlotView;
  onAddCategories: () => void;
  className?: string;
};

/**
 * What the player should do next, under a meter of how many are ready: add their categories until they
 * are ready; then, for the host, Start (enabled once at least 2 players are in and all are ready, with a
 * line saying why not otherwise); for everyone else, a note that the host starts.
 */
export function StartCard({ view, mySlot, onAddCategories, className }: StartCardProps) {
  const lobby = useText().lobby;
  const t = lobby.start;
  const { run, pending } = useLobbyIntent();
  const blocker = startBlocker(view);
  const start = () => void run('lobby:start', { roomId: view.roomId }, start);
  const ready = view.slots.filter((slot) => slot.isReady).length;
  const total = view.slots.length;

  return (
    <Card aria-labelledby="lobby-start" className={cn('flex flex-col gap-4 p-4 sm:p-6', className)}>
      <CardTitle id="lobby-start" className="text-xl sm:text-2xl">
        {t.heading}
      </CardTitle>
      <div>
        <p className="text-sm font-bold text-ink-muted tabular">{t.readyCount({ ready, total })}</p>
        <div aria-hidden="true" className="mt-1.5 h-3 overflow-hidden rounded-full bg-primary-100">
          <div
            className="h-full rounded-full bg-valid transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: `${total ? (ready / total) * 100 : 0}%` }}
          />
        </div>
      </div>
      {mySlot.isReady ? null : (
        <>
          <p className="font-bold">{t.getReady}</p>
          <Button onClick={onAddCategories} className="w-full">
            <Plus aria-hidden="true" className="size-5" />
            {lobby.categories.add}
          </Button>
        </>
      )}
      {mySlot.isHost ? (
        <div className="mt-auto flex flex-col gap-2">
          <Button
            variant={mySlot.isReady ? 'primary' : 'secondary'}
            onClick={start}
            disabled={blocker !== null || pending}
            aria-busy={pending || undefined}
            aria-describedby="lobby-start-status"
            className="w-full"
          >
            {pending ? <Spinner /> : <Play aria-hidden="true" className="size-5" />}
            {t.start}
          </Button>
          <p
            id="lobby-start-status"
            role="status"
            className={cn('text-center text-sm font-bold', blocker ? 'text-ink-muted' : 'text-valid')}
          >
            {/* The blocker is the server's own refusal code, worded in the player's language. */}
            {blocker ? wordRefusal({ code: blocker, message: '' }) : t.everyoneReady}
          </p>
        </div>
      ) : mySlot.isReady ? (
        <p role="status" className="mt-auto flex items-center gap-2 font-bold text-valid">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {t.waitingForHost}
        </p>
      ) : null}
    </Card>
  );
}
