import { Suspense } from 'react';
import { useParams } from 'react-router';
import { documentTitle } from '@/app/document-title';
import { useText } from '@/i18n/use-text';
import { useAfterScreenShown } from '@/lib/after-screen-shown';
import { useSessionUser } from '@/lib/session';
import { LazyLobbyLive } from './lobby-parts';
import { LobbyPlaceholder } from './lobby-placeholder';

/**
 * The lobby route (`/game-room/{roomId}/lobby`), shown once the room guard let the player in: the heading
 * and the skeleton at once, then the lobby when its code and its live state have arrived. The live lobby's
 * code (the cards, their dialogs, the schemas) is asked for only once the heading is shown, so it does not
 * hold the words back on a slow network (unless it was fetched ahead, app/use-prefetch-next-screens.ts).
 */
export function LobbyPage() {
  const { roomId = '' } = useParams();
  const user = useSessionUser();
  const shown = useAfterScreenShown();
  const t = useText().lobby;
  return (
    <>
      <title>{documentTitle(t.documentTitle)}</title>
      <Suspense fallback={<LobbyPlaceholder />}>
        {shown ? <LazyLobbyLive roomId={roomId} uid={user?.uid} /> : <LobbyPlaceholder />}
      </Suspense>
    </>
  );
}
