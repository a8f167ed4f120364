import { LobbyPlaceholder } from './lobby-placeholder';
import { LobbyScreen } from './lobby-screen';
import { useLobby } from './use-lobby';

type LobbyLiveProps = { roomId: string; uid: string | undefined };

/** The lobby as the socket tells it: the placeholder until the first state, then the lobby. */
export function LobbyLive({ roomId, uid }: LobbyLiveProps) {
  const view = useLobby(roomId, uid);
  return view && uid ? <LobbyScreen view={view} me={uid} /> : <LobbyPlaceholder />;
}
