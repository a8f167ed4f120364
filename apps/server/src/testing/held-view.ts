import { withOwnDraft, withProgress, type PlayerView } from '@npat/engine';
import type { GameProgress } from '@npat/protocol';

/**
 * The newest game view a test client holds, and the tests waiting for a view they expect. On one node
 * acks and broadcasts arrive in commit order; across nodes one may come late, and a view of an older
 * version than the one held is dropped, as the web app does.
 */
export function heldView() {
  let latest: PlayerView | undefined;
  const waiters: { matches: (view: PlayerView) => boolean; resolve: (view: PlayerView) => void }[] = [];
  const receive = (view: PlayerView) => {
    if (latest !== undefined && view.version < latest.version) return;
    latest = view;
    for (const waiter of waiters.filter((candidate) => candidate.matches(view))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(view);
    }
  };
  return {
    latest: () => latest,
    receive,
    /** Puts the room's progress into the view held (none yet: nothing to put it in). */
    progress(update: GameProgress) {
      if (latest !== undefined) receive(withProgress(latest, update));
    },
    /** Puts an acknowledged draft of the player's own into the view held. */
    ownDraft(categoryId: string, text: string) {
      if (latest !== undefined) receive(withOwnDraft(latest, categoryId, text));
    },
    /** Resolves with the held view once it satisfies `matches` (at once, if it already does). */
    viewWhere(matches: (view: PlayerView) => boolean): Promise<PlayerView> {
      if (latest !== undefined && matches(latest)) return Promise.resolve(latest);
      return new Promise((resolve) => waiters.push({ matches, resolve }));
    },
  };
}
