import { useParams } from 'react-router';
import { documentTitle } from '@/app/document-title';
import { useText } from '@/i18n/use-text';
import { BigScreen } from './big-screen';
import { useScreenFeed } from './use-screen-feed';

/**
 * The route `/screen/:roomId` (docs/product/rules.md#big-screen): the room's shared screen, for a TV, a
 * laptop or a projector, signed in or not. It only listens; one screen per room id, started afresh when
 * Play again moves it to the next lobby.
 */
export function BigScreenPage() {
  const { roomId = '' } = useParams();
  return <BigScreenOf key={roomId} roomId={roomId} />;
}

function BigScreenOf({ roomId }: { roomId: string }) {
  const t = useText().bigScreen;
  const feed = useScreenFeed(roomId);
  return (
    <>
      <title>{documentTitle(t.documentTitle)}</title>
      <BigScreen feed={feed} />
    </>
  );
}
