import { LobbySkeleton } from '@/components/ui/skeletons';

/**
 * PLACEHOLDER until issue 4 builds the lobby: join links (`/?jc={roomId}`) need a real page to land on, so
 * this route exists now, guarded like the lobby will be (no user: home with the join code), and shows the
 * lobby's skeleton.
 */
export function LobbyPlaceholderPage() {
  return <LobbySkeleton />;
}
