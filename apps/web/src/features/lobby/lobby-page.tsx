import { useParams } from 'react-router';
import { documentTitle } from '@/app/strings';
import { LobbySkeleton } from '@/components/ui/skeletons';
import { useSessionUser } from '@/lib/session';
import { LobbyHeading } from './lobby-heading';
import { LobbyScreen } from './lobby-screen';
import { LOBBY_STRINGS } from './strings';
import { useLobby } from './use-lobby';

/**
 * The lobby route (`/game-room/{roomId}/lobby`), shown once the room guard let the player in: the
 * skeleton until the live state arrives, then the lobby.
 */
export function LobbyPage() {
  const { roomId = '' } = useParams();
  const user = useSessionUser();
  const view = useLobby(roomId, user?.uid);
  return (
    <>
      <title>{documentTitle(LOBBY_STRINGS.documentTitle)}</title>
      {view && user ? (
        <LobbyScreen view={view} me={user.uid} />
      ) : (
        <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
          <LobbyHeading />
          <LobbySkeleton />
        </div>
      )}
    </>
  );
}
