import { useEffect, useRef } from 'react';

/**
 * Closes the room connection when the signed-in user goes away or changes, so no socket outlives its session,
 * and forgets the game and lobby views kept for the screens: they were the previous user's. The
 * modules are imported on demand, so the home screen never downloads socket.io-client; once a room screen
 * has loaded them, the import answers from the module cache.
 */
export function useCloseRoomOnSignOut(uid: string | undefined): void {
  const previous = useRef(uid);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== uid) {
      void import('@/lib/socket').then(({ closeSocket }) => closeSocket());
      void import('@/lib/game-view-store').then(({ clearGameViews }) => clearGameViews());
      void import('@/lib/lobby-view-store').then(({ clearLobbyViews }) => clearLobbyViews());
    }
    previous.current = uid;
  }, [uid]);
}
