import { Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LazyLeaveGameDialog } from '@/components/game/lazy-leave-game-dialog';
import type { RoomExit } from './room-exit';
import { isOnResults, isRunningGame, leaveResults, useLeaveRunningGame } from './use-leave-running-game';

type HomeLinkInGame = {
  /** For the header's logo link in a room (see useHomeLinkInGame). */
  onHomeClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The question, to render once. */
  dialog: ReactNode;
};

/**
 * The header's logo as a way out of a game: in a running game it asks first, as Leave game does; from the
 * final results it leaves them, as their Home button does.
 */
export function useHomeLinkInGame(room: RoomExit | undefined): HomeLinkInGame {
  const [asking, setAsking] = useState(false);
  const leave = useLeaveRunningGame();
  const navigate = useNavigate();
  // Read before the guards below: a type guard's false branch narrows `room` further than it is.
  const roomId = room?.roomId ?? '';
  if (isOnResults(room)) return { onHomeClick: () => void leaveResults(room.roomId), dialog: null };
  if (!isRunningGame(room)) return { dialog: null };
  return {
    onHomeClick: (event) => {
      event.preventDefault();
      setAsking(true);
    },
    dialog: asking ? (
      <Suspense fallback={null}>
        <LazyLeaveGameDialog
          roomId={roomId}
          open
          onStay={() => setAsking(false)}
          onLeave={async () => {
            if (!(await leave(room))) return;
            setAsking(false);
            await navigate('/', { replace: true });
          }}
        />
      </Suspense>
    ) : null,
  };
}
