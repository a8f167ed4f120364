import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { afterScreenShown } from '@/lib/after-screen-shown';

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
          if (!left) release = holdConnection();
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

/** The parent of a room's screens. */
export function RoomLayout() {
  useRoomConnection();
  return <Outlet />;
}
