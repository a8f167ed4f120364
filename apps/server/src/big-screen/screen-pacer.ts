import type { ScreenView } from './screen-views.ts';

/** The longest a room's big screens wait to see progress (drafts, Done) move: as the players' strip. */
export const SCREEN_PROGRESS_EVERY_MS = 1000;

/**
 * Sends a room's screens each change that matters at once, and progress alone at most once per pause,
 * built at the pause's end from the room's latest commit: drafts are most of a game's commits and a
 * screen needs only their counts.
 */
export function createScreenPacer(
  send: (roomId: string, view: ScreenView) => void,
  everyMs = SCREEN_PROGRESS_EVERY_MS,
) {
  const waiting = new Map<string, { timer: NodeJS.Timeout; build: () => ScreenView }>();
  return {
    offer(roomId: string, build: () => ScreenView, progressOnly: boolean) {
      const pending = waiting.get(roomId);
      if (progressOnly) {
        if (pending !== undefined) pending.build = build;
        else {
          const timer = setTimeout(() => {
            const latest = waiting.get(roomId);
            waiting.delete(roomId);
            if (latest !== undefined) send(roomId, latest.build());
          }, everyMs);
          timer.unref();
          waiting.set(roomId, { timer, build });
        }
        return;
      }
      if (pending !== undefined) {
        clearTimeout(pending.timer);
        waiting.delete(roomId);
      }
      send(roomId, build());
    },
    stop() {
      for (const { timer } of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
