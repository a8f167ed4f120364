import { LobbySkeleton } from '@/components/ui/skeletons';
import { LobbyHeading } from './lobby-heading';

/** The lobby before its live state: the heading at once, the skeleton where the cards will be. */
export function LobbyPlaceholder() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <LobbyHeading />
      <LobbySkeleton />
    </div>
  );
}
