import type { PlayerSummary, Standing } from '@npat/protocol';
import { Medal, Trophy } from 'lucide-react';
import { PlayerAvatar } from '@/components/game/player-avatar';
import { useText } from '@/i18n/use-text';
import { podiumOrder, podiumSteps } from '@/lib/podium-steps';

/** Each step's height and colours; the winner's is the tallest (a share of the window's height). */
const STEP_LOOK: Record<number, string> = {
  1: 'h-40 lg:h-[min(34vh,22rem)] bg-yellow-300 text-yellow-950',
  2: 'h-32 lg:h-[min(26vh,17rem)] bg-slate-200 text-slate-900',
  3: 'h-24 lg:h-[min(20vh,13rem)] bg-orange-200 text-orange-950',
};

/**
 * The top three on a podium sized for a room (podium-steps.ts: the winner in the middle, tied players on
 * one step), each with their animal, name, place and total.
 */
export function BigPodium({
  standings,
  players,
}: {
  standings: readonly Standing[];
  players: readonly PlayerSummary[];
}) {
  const t = useText().bigScreen;
  const steps = podiumOrder(podiumSteps(standings));
  return (
    <ol aria-label={t.final.podium} className="flex w-full items-end justify-center gap-3 lg:gap-6">
      {steps.map((step) => {
        // A tie shares one step: smaller animals side by side on a wider step, so the podium keeps its height.
        const crowd = step.uids.length > 1;
        const avatar = crowd
          ? 'size-14 lg:size-20'
          : step.place === 1
            ? 'size-20 lg:size-32'
            : 'size-16 lg:size-24';
        return (
          <li
            key={step.place}
            data-testid="podium-step"
            data-place={step.place}
            className={`flex min-w-0 flex-1 flex-col items-center ${crowd ? 'max-w-[40rem]' : 'max-w-80'}`}
          >
            <ul className="mb-3 flex max-w-full flex-wrap justify-center gap-x-4 gap-y-2">
              {step.uids.map((uid) => {
                const player = players.find((each) => each.uid === uid);
                return (
                  <li key={uid} className="flex max-w-full min-w-0 flex-col items-center">
                    <PlayerAvatar
                      photoURL={player?.photoURL ?? ''}
                      frame="bold"
                      bot={player ? player.bot !== null : false}
                      className={avatar}
                    />
                    <span
                      className={`mt-2 max-w-full truncate font-black ${crowd ? 'text-lg lg:text-2xl' : 'text-xl lg:text-4xl'}`}
                    >
                      {player?.displayName ?? uid}
                    </span>
                  </li>
                );
              })}
            </ul>
            <div
              className={`flex w-full flex-col items-center gap-1 rounded-t-3xl pt-4 shadow-card ${STEP_LOOK[step.place] ?? STEP_LOOK[3]}`}
            >
              {step.place === 1 ? (
                <Trophy aria-hidden="true" className="size-8 shrink-0 lg:size-14" />
              ) : (
                <Medal aria-hidden="true" className="size-7 shrink-0 lg:size-12" />
              )}
              <span className="text-3xl font-black lg:text-6xl">
                {t.results.place({ place: step.place })}
              </span>
              <span className="text-xl font-extrabold tabular lg:text-3xl">
                <span aria-hidden="true">{t.results.total({ points: step.total })}</span>
                <span className="sr-only">{t.results.totalLabel({ points: step.total })}</span>
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
