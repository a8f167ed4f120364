import { BOT_LEVELS, type BotLevel, type LobbySlotView } from '@npat/protocol';
import { Bot, Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';
import { useLobbyIntent } from './use-lobby-intent';

/** The mark of a bot's seat: its level in words beside a robot, never colour alone (docs/product/rules.md#bots). */
export function BotBadge({ level }: { level: BotLevel }) {
  const t = useText().lobby.players;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-primary-100 px-2 text-xs leading-5 font-extrabold text-primary-800 dark:bg-primary-900/60 dark:text-primary-100">
      <Bot aria-hidden="true" className="size-3.5" />
      {t.bot} · {t.botLevel({ level })}
    </span>
  );
}

/** The host's three buttons that seat a bot of each level in the first free seat. */
export function AddBotButtons({ roomId }: { roomId: string }) {
  const { run, pending } = useLobbyIntent();
  const t = useText().lobby.players;
  const add = (level: BotLevel) => void run('lobby:add-bot', { roomId, level }, () => add(level));
  return (
    <div role="group" aria-label={t.addBot} className="grid grid-cols-3 gap-2">
      <span className="col-span-3 flex items-center gap-1 text-sm font-bold text-ink-muted">
        <Bot aria-hidden="true" className="size-4" />
        {t.addBot}
      </span>
      {BOT_LEVELS.map((level) => (
        <Button
          key={level}
          variant="secondary"
          size="sm"
          className="px-2"
          disabled={pending}
          aria-label={t.addBotLevel({ level })}
          onClick={() => add(level)}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t.botLevel({ level })}
        </Button>
      ))}
    </div>
  );
}

/** The host takes a bot out at once: nobody is hurt, and another can be added again. */
export function RemoveBotButton({ slot, roomId }: { slot: LobbySlotView; roomId: string }) {
  const { run, pending } = useLobbyIntent();
  const t = useText().lobby.players;
  const remove = () => void run('lobby:remove-bot', { roomId, botUid: slot.uid }, remove);
  return (
    <Button
      variant="ghost"
      size="icon"
      disabled={pending}
      aria-label={t.removeBot({ name: slot.displayName })}
      className="text-invalid"
      onClick={remove}
    >
      <X aria-hidden="true" className="size-5" />
    </Button>
  );
}
