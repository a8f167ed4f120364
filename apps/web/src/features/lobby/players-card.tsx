import type { LobbyView } from '@npat/protocol';
import { Card, CardTitle } from '@/components/ui/card';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { AddBotButtons } from './bot-controls';
import { LockRoomControl } from './lock-room-control';
import { PlayerSlot } from './player-slot';

type PlayersCardProps = {
  view: LobbyView;
  me: string;
  isHost: boolean;
  className?: string;
};

/** Everyone in the room in slot order, "n/10 players", and the seats still free. */
export function PlayersCard({ view, me, isHost, className }: PlayersCardProps) {
  const t = useText().lobby.players;
  const free = Math.max(0, view.maxPlayers - view.slots.length);
  return (
    <Card aria-labelledby="lobby-players" className={cn('p-4 sm:p-6', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <CardTitle id="lobby-players" className="text-xl sm:text-2xl">
          {t.heading}
        </CardTitle>
        <p data-testid="player-count" className="font-extrabold text-ink-muted tabular">
          {t.count({ count: view.slots.length, max: view.maxPlayers })}
        </p>
      </div>
      <ul className="mt-4 flex flex-col gap-1">
        {view.slots.map((slot) => (
          <PlayerSlot
            key={slot.uid}
            slot={slot}
            roomId={view.roomId}
            isMe={slot.uid === me}
            canRemove={isHost}
          />
        ))}
      </ul>
      {free > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 px-2">
          <span aria-hidden="true" className="flex -space-x-2">
            {Array.from({ length: Math.min(free, 5) }, (_, i) => (
              <span
                key={i}
                className="size-8 rounded-full border-2 border-dashed border-primary-300 bg-surface"
              />
            ))}
          </span>
          <span className="text-sm font-bold text-ink-muted">{t.freeSeats({ count: free })}</span>
        </div>
      ) : null}
      {isHost && free > 0 ? (
        <div className="mt-3 px-2">
          <AddBotButtons roomId={view.roomId} />
        </div>
      ) : null}
      <div className="mt-3">
        <LockRoomControl roomId={view.roomId} locked={view.locked} isHost={isHost} />
      </div>
    </Card>
  );
}
