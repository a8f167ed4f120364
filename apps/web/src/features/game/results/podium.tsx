import { isBotUid } from '@npat/protocol';
import type { PlayerSummary, Standing } from '@npat/engine';
import { Medal, Trophy } from 'lucide-react';
import { PlayerAvatar } from '@/components/game/player-avatar';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { podiumOrder, podiumSteps } from '@/lib/podium-steps';

const STEP_LOOK: Record<number, string> = {
  1: 'h-40 bg-yellow-300 text-yellow-950 sm:h-44',
  2: 'h-32 bg-slate-200 text-slate-900 sm:h-36',
  3: 'h-28 bg-orange-200 text-orange-950',
};

type PodiumProps = { standings: readonly Standing[]; players: readonly PlayerSummary[] };

/** The top three on a podium, the winner in the middle; tied players stand on one step together. */
export function Podium({ standings, players }: PodiumProps) {
  const S = useText().result;
  const steps = podiumOrder(podiumSteps(standings));
  return (
    <ol aria-label={S.podium} className="flex w-full items-end justify-center gap-2 sm:gap-4">
      {steps.map((step) => (
        <li
          key={step.place}
          data-testid="podium-step"
          data-place={step.place}
          className="flex max-w-40 min-w-0 flex-1 flex-col items-center"
        >
          <ul className="mb-2 flex max-w-full flex-wrap justify-center gap-1">
            {step.uids.map((uid) => {
              const player = players.find((each) => each.uid === uid);
              return (
                <li key={uid} className="flex max-w-full flex-col items-center">
                  <PlayerAvatar
                    photoURL={player?.photoURL ?? ''}
                    className={step.place === 1 ? 'size-16' : 'size-12'}
                    bot={isBotUid(uid)}
                  />
                  <span className="mt-1 max-w-24 truncate text-sm font-extrabold sm:max-w-36">
                    {player?.displayName ?? uid}
                  </span>
                </li>
              );
            })}
          </ul>
          <div
            className={cn(
              'flex w-full flex-col items-center justify-start gap-1 rounded-t-2xl pt-3 shadow-card [&_svg]:shrink-0',
              STEP_LOOK[step.place] ?? STEP_LOOK[3],
            )}
          >
            {step.place === 1 ? (
              <Trophy aria-hidden="true" className="size-7" />
            ) : (
              <Medal aria-hidden="true" className="size-6" />
            )}
            <span className="text-2xl font-black">{S.place({ place: step.place })}</span>
            <span className="font-extrabold tabular">
              <span aria-hidden="true">{S.points({ points: step.total })}</span>
              <span className="sr-only">{S.pointsLabel({ points: step.total })}</span>
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
