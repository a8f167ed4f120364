/**
 * Paces a room's progress messages: at most one per pause per room. The first goes out at once; what
 * moves during the pause that follows is folded into one message at its end, built from the latest
 * value. Progress moves with nearly every first draft of a category and every Done, and each message is
 * a socket write per player: most of a busy server's writes. A pause of `0` sends each one.
 */
export interface ProgressPacer<T> {
  /** Sends at once (`sendNow`) when the room is not pausing; otherwise keeps `latest` for the pause's end. */
  offer(roomId: string, latest: T, sendNow: () => void): void;
  /** Drops what waits for the room's pause to end: a whole view that went out carries it. */
  drop(roomId: string): void;
  /** Clears every pause, sending nothing more. */
  stop(): void;
}

/**
 * How much a pause may differ from the length asked, as a share of it (half shorter, half longer).
 * Pauses that end in the same tick (all those due while the event loop was held up) would otherwise
 * start their next ones together and end together again: every such room's message in one burst, pause
 * after pause (decision 047). A random length scatters them over an eighth of the pause either side; on
 * average a pause is as long as asked, so a room sends as many messages as before.
 */
export const PAUSE_SPREAD = 0.25;

/**
 * `pauseMs` is asked each time a pause starts, so a node can pause longer while it is busy
 * (decision 044); a number is the same pause every time. Each pause is then drawn within
 * `PAUSE_SPREAD` of that length by `random` (in [0, 1), as Math.random; 0.5 gives the length asked).
 */
export function createProgressPacer<T>(
  pauseMs: number | (() => number),
  sendLatest: (roomId: string, latest: T) => void,
  random: () => number = Math.random,
): ProgressPacer<T> {
  const pausing = new Map<string, { waiting: T | undefined; timer: NodeJS.Timeout }>();
  const nextPauseMs = typeof pauseMs === 'number' ? () => pauseMs : pauseMs;

  const pause = (roomId: string) => {
    const asked = nextPauseMs();
    if (asked <= 0) return;
    const ms = Math.round(asked * (1 + PAUSE_SPREAD * (random() - 0.5)));
    const timer = setTimeout(() => endPause(roomId), ms);
    // A pause must not keep a server that has nothing else to do alive.
    timer.unref();
    pausing.set(roomId, { waiting: undefined, timer });
  };
  const endPause = (roomId: string) => {
    const waiting = pausing.get(roomId)?.waiting;
    pausing.delete(roomId);
    if (waiting === undefined) return;
    sendLatest(roomId, waiting);
    pause(roomId);
  };

  return {
    offer(roomId, latest, sendNow) {
      const room = pausing.get(roomId);
      if (room !== undefined) {
        room.waiting = latest;
        return;
      }
      sendNow();
      pause(roomId);
    },
    drop(roomId) {
      const room = pausing.get(roomId);
      if (room !== undefined) room.waiting = undefined;
    },
    stop() {
      for (const { timer } of pausing.values()) clearTimeout(timer);
      pausing.clear();
    },
  };
}
