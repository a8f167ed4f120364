import type { PlayerView } from '@npat/engine';
import { Eye, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatList } from '@/i18n/format';
import { useLocale, useText } from '@/i18n/use-text';
import { wordGameError } from '@/i18n/word-message';
import { useGameIntent } from '@/lib/game-intent';
import { PlayerAvatar } from '@/components/game/player-avatar';

/** Why a spectator cannot ask for a seat now, in the refusal's own words (none at the final results). */
function noSeatReason(view: PlayerView, noAnswers: string): string {
  const refusal = view.lateJoinRefusal;
  return refusal === null || refusal === 'wrong-phase' ? noAnswers : wordGameError(refusal);
}

/**
 * Someone watching without a seat (docs/product/rules.md#late-join): says so on every screen of the game and
 * offers a seat from the next round while the server allows it (late join on, a round left, a seat free).
 */
function YouAreWatching({ roomId, view }: { roomId: string; view: PlayerView }) {
  const S = useText().gamePanels.watching;
  const { run, pending } = useGameIntent(roomId);
  const joining = view.spectators.find((spectator) => spectator.uid === view.you)?.joinsNextRound ?? false;
  const ask = (join: boolean) => {
    const send = () => void run('game:join-next-round', { roomId, join }, send);
    send();
  };
  const open = view.lateJoinRefusal === null;
  return (
    <section
      aria-label={S.label}
      data-testid="spectator-bar"
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-accent-50 px-4 py-3 shadow-card ring-1 ring-accent-500/30"
    >
      <Eye aria-hidden="true" className="size-6 shrink-0 text-accent-700" />
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-extrabold">{S.you}</p>
        <p role="status" className="text-sm font-semibold text-ink-muted">
          {joining
            ? S.joining({ round: view.round.number + 1 })
            : open
              ? S.joinHint
              : noSeatReason(view, S.noAnswers)}
        </p>
      </div>
      {joining ? (
        <Button variant="secondary" size="sm" onClick={() => ask(false)} aria-disabled={pending || undefined}>
          {S.stay}
        </Button>
      ) : open ? (
        <Button variant="accent" onClick={() => ask(true)} aria-disabled={pending || undefined}>
          <UserPlus aria-hidden="true" className="size-5" />
          {S.join}
        </Button>
      ) : null}
    </section>
  );
}

/** For the players: who is watching, and who plays from the next round. Nothing while nobody watches. */
function Watchers({ view }: { view: PlayerView }) {
  const S = useText().gamePanels.watching;
  const locale = useLocale();
  if (view.spectators.length === 0) return null;
  const names = formatList(
    view.spectators.map((spectator) => spectator.displayName),
    locale,
  );
  const joining = view.spectators.filter((spectator) => spectator.joinsNextRound);
  return (
    <div
      data-testid="watchers"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 px-1 text-sm font-bold text-ink-muted"
    >
      <Eye aria-hidden="true" className="size-4 shrink-0" />
      <ul className="flex -space-x-1" aria-hidden="true">
        {view.spectators.slice(0, 5).map((spectator) => (
          <li key={spectator.uid}>
            <PlayerAvatar photoURL={spectator.photoURL} className="size-6" />
          </li>
        ))}
      </ul>
      <span>{S.others({ names })}</span>
      {joining.map((spectator) => (
        <span key={spectator.uid} className="text-accent-700">
          {S.joinsNext({ name: spectator.displayName })}
        </span>
      ))}
    </div>
  );
}

/** The line about spectators on a game screen: the spectator's own bar, or for players who is watching. */
export function SpectatorBar({ roomId, view }: { roomId: string; view: PlayerView }) {
  return view.watching ? <YouAreWatching roomId={roomId} view={view} /> : <Watchers view={view} />;
}
