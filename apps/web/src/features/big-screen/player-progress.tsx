import type { PlayerView } from '@npat/protocol';
import { Check } from 'lucide-react';
import { PlayerAvatar } from '@/components/game/player-avatar';
import { useText } from '@/i18n/use-text';

/**
 * Every player's progress while answering: their animal and name, a bar and a count of the categories they
 * filled, and a tick with "Done" once they are (a word, never colour alone). Counts only: the view never
 * holds what they wrote.
 */
export function PlayerProgress({ view }: { view: PlayerView }) {
  const t = useText().bigScreen.answering;
  const total = view.round.categories.length;
  return (
    <section aria-labelledby="screen-progress-heading">
      <h2 id="screen-progress-heading" className="sr-only">
        {t.progress}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 lg:gap-4 2xl:grid-cols-4">
        {view.players.map((player) => {
          const progress = view.round.progress.find((each) => each.uid === player.uid);
          const filled = progress?.filled ?? 0;
          const done = progress?.done ?? false;
          const status = player.left
            ? t.statusLeft({ name: player.displayName })
            : (done ? t.statusDone : t.status)({ name: player.displayName, filled, total });
          return (
            <li
              key={player.uid}
              data-testid="screen-progress"
              data-done={done || undefined}
              className={`flex items-center gap-3 rounded-card bg-surface p-3 shadow-card lg:gap-4 lg:p-4 2xl:p-5 ${player.left ? 'opacity-50' : ''}`}
            >
              <span className="sr-only">{status}</span>
              <PlayerAvatar
                photoURL={player.photoURL}
                away={!player.connected && !player.left}
                isHost={player.isHost}
                bot={player.bot !== null}
                emblems="large"
                className="size-14 lg:size-16 2xl:size-24"
              />
              <div aria-hidden="true" className="flex min-w-0 flex-1 flex-col gap-2">
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-xl font-extrabold lg:text-3xl 2xl:text-4xl">
                    {player.displayName}
                  </span>
                  {done ? (
                    <span className="flex shrink-0 items-center gap-1 rounded-full bg-valid px-3 text-lg leading-8 font-black text-on-fill lg:text-2xl lg:leading-10">
                      <Check className="size-5 lg:size-7" strokeWidth={3} />
                      {t.done}
                    </span>
                  ) : (
                    <span className="shrink-0 text-xl font-black text-primary-600 tabular lg:text-3xl 2xl:text-4xl">
                      {filled}/{total}
                    </span>
                  )}
                </span>
                <span className="block h-3 overflow-hidden rounded-full bg-primary-100 lg:h-4 2xl:h-5">
                  <span
                    className={`block h-full rounded-full ${done ? 'bg-valid' : 'bg-primary-500'}`}
                    style={{ width: `${total === 0 ? 0 : (100 * Math.min(filled, total)) / total}%` }}
                  />
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
