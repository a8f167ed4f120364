import { Gamepad2 } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';
import { roomPath } from '@/lib/room-paths';
import { useSessionUser } from '@/lib/session';
import { roomExitOf } from './room-exit';
import { useRunningGame } from './use-running-game';

/**
 * "Back to your game": on every page outside a room, while the signed-in player still has a seat in a
 * running game (they closed its tab, or went elsewhere), a bar at the bottom of the screen takes them back.
 * Fixed at the bottom, so it moves nothing on the page when it appears; a spacer of its height keeps the
 * footer reachable.
 */
export function RunningGameBanner() {
  const S = useText().app.runningGame;
  const uid = useSessionUser()?.uid;
  const { pathname } = useLocation();
  const game = useRunningGame(uid, pathname, roomExitOf(pathname) !== undefined);
  if (game === null) return null;
  return (
    <>
      <div aria-hidden="true" className="h-24" />
      <section
        aria-labelledby="running-game-title"
        className="fixed inset-x-0 bottom-0 z-40 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6"
      >
        <div className="mx-auto flex max-w-xl items-center gap-3 rounded-2xl bg-surface p-3 shadow-card ring-2 ring-accent-500/40 sm:p-4">
          <Gamepad2 aria-hidden="true" className="size-8 shrink-0 text-accent-700 max-sm:hidden" />
          <div role="status" className="min-w-0 flex-1">
            <h2 id="running-game-title" className="font-extrabold text-ink">
              {S.title}
            </h2>
            <p className="text-sm font-semibold text-ink-muted">
              {S.detail({ round: game.round, rounds: game.rounds })}
            </p>
          </div>
          {/* On one line in every language; on a phone the icon gives way so the words keep room. */}
          <Button asChild variant="accent" size="sm" className="shrink-0 whitespace-nowrap">
            <Link to={roomPath(game.roomId, 'game')}>{S.rejoin}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
