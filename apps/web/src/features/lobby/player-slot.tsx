import type { LobbySlotView } from '@npat/protocol';
import { CircleCheck, CircleDashed, Crown } from 'lucide-react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { PlayerAvatar } from '@/components/game/player-avatar';
import { BotBadge, RemoveBotButton } from './bot-controls';
import { MakeHostButton } from './make-host-button';
import { RemovePlayerButton } from './remove-player-button';

type PlayerSlotProps = {
  slot: LobbySlotView;
  roomId: string;
  isMe: boolean;
  /** The viewer is the host, so every other player gets a remove button. */
  canRemove: boolean;
};

/**
 * One occupied slot: the animal in its round frame (crowned for the host, greyed with an "away" badge
 * when their connection dropped), the name, and the ready mark as an icon and a word, never colour alone.
 */
export function PlayerSlot({ slot, roomId, isMe, canRemove }: PlayerSlotProps) {
  const t = useText().lobby.players;
  return (
    <li
      data-testid="player-slot"
      data-slot-nr={slot.slotNr}
      className={cn('flex items-center gap-3 rounded-2xl p-2', isMe && 'bg-primary-50')}
    >
      <PlayerAvatar
        photoURL={slot.photoURL}
        away={slot.isAway}
        isHost={slot.isHost}
        bot={slot.bot !== null}
        className="size-12"
        emblems="large"
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 font-extrabold">
          <span className="truncate">{slot.displayName}</span>
          {isMe ? <span className="text-sm font-bold text-ink-muted">{t.you}</span> : null}
          {slot.bot !== null ? <BotBadge level={slot.bot} /> : null}
          {slot.isHost ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-yellow-100 px-2 text-xs leading-5 font-extrabold text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100">
              <Crown aria-hidden="true" className="size-3.5" />
              {t.host}
            </span>
          ) : null}
        </p>
        {slot.isReady ? (
          <p className="flex items-center gap-1 text-sm font-bold text-valid">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t.ready}
          </p>
        ) : (
          <p className="flex items-center gap-1 text-sm font-semibold text-ink-muted">
            <CircleDashed aria-hidden="true" className="size-4" />
            {t.notReady}
          </p>
        )}
      </div>
      {canRemove && slot.bot !== null ? (
        <div className="flex shrink-0 items-center">
          <RemoveBotButton slot={slot} roomId={roomId} />
        </div>
      ) : canRemove && !isMe ? (
        <div className="flex shrink-0 items-center">
          <MakeHostButton slot={slot} roomId={roomId} />
          <RemovePlayerButton slot={slot} roomId={roomId} />
        </div>
      ) : null}
    </li>
  );
}
