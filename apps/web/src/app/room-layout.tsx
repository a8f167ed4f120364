import { Suspense, useEffect } from 'react';
import { LazyLeaveGameDialog } from '@/components/game/lazy-leave-game-dialog';
import { Outlet, useBlocker, useLocation } from 'react-router';
import { afterScreenShown } from '@/lib/after-screen-shown';
import { useProtocolRefusal } from '@/lib/protocol-refusal';
import { roomExitOf } from './room-exit';
import { isOnResults, isRunningGame, leaveResults, useLeaveRunningGame } from './use-leave-running-game';
import { VersionScreen } from './version-screen';

/**
 * Keeps the tab's connection open while the player is anywhere in the room, so moving from the lobby to the
 * game keeps it, and leaving the room closes it. socket.io-client (and the schemas its errors are read with)
 * is fetched once the room's first screen is shown rather than with the route, so that screen waits for
 * neither (docs/decisions/024-route-splitting-and-bundle-budgets.md).
 */
function useRoomConnection(): void {
  useEffect(() => {
    let left = false;
    let release: (() => void) | undefined;
    // Once the screen is shown: a heading needs no socket, and the socket's code (with the schemas its
    // errors are read with) would otherwise compete with it. A failed fetch (offline) also fails the
    // screen's own, which shows the error screen.
    const cancel = afterScreenShown(() =>
      import('@/lib/socket').then(
        ({ holdConnection }) => {
          // The room it is for, as a hint to the balancer; the connection outlives a move to another room.
          if (!left) release = holdConnection(roomExitOf(window.location.pathname)?.roomId);
        },
        () => {},
      ),
    );
    return () => {
      left = true;
      cancel();
      release?.();
    };
  }, []);
}

/**
 * The browser's Back out of a game: in a running game it asks first, as Leave game does (yes leaves and goes
 * on back, Stay keeps the player where they are); from the final results it leaves them, as Home does. Only
 * Back: the app's own ways out ask (Leave game, the logo, Logout) or are not the player's doing (a redirect).
 */
function BackOutOfGame() {
  const leave = useLeaveRunningGame();
  const from = roomExitOf(useLocation().pathname);
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    const room = roomExitOf(currentLocation.pathname);
    return (
      historyAction === 'POP' &&
      (isRunningGame(room) || isOnResults(room)) &&
      roomExitOf(nextLocation.pathname)?.roomId !== room.roomId
    );
  });
  const blocked = blocker.state === 'blocked';
  const leavingResults = blocked && isOnResults(from) ? from.roomId : undefined;
  useEffect(() => {
    if (leavingResults !== undefined) void leaveResults(leavingResults).then(() => blocker.proceed?.());
    // Once per blocked Back: the blocker object changes with every router update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leavingResults]);
  if (!blocked || !isRunningGame(from)) return null;
  return (
    <Suspense fallback={null}>
      <LazyLeaveGameDialog
        roomId={from.roomId}
        open
        onStay={() => blocker.reset?.()}
        onLeave={async () => {
          if (await leave(from)) blocker.proceed?.();
        }}
      />
    </Suspense>
  );
}

/**
 * The parent of a room's screens. While the server refuses this tab's protocol version they give way to the
 * version screen, in this chunk rather than fetched: after a release, the server may no longer have this
 * build's other chunks. The connection stays held, so a server that catches up is met by itself.
 */
export function RoomLayout() {
  useRoomConnection();
  const refusal = useProtocolRefusal();
  if (refusal) return <VersionScreen key={refusal.code} refusal={refusal} />;
  return (
    <>
      <Outlet />
      <BackOutOfGame />
    </>
  );
}
