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
 * `pauseMs` is asked each time a pause starts, so a node can pause longer while it is busy
 * (decision 044); a number is the same pause every time.
 */
export function createProgressPacer<T>(
  pauseMs: number | (() => number),
  sendLatest: (roomId: string, latest: T) => void,
): ProgressPacer<T> {
  const pausing = new Map<string, { waiting: T | undefined; timer: NodeJS.Timeout }>();
  const nextPauseMs = typeof pauseMs === 'number' ? () => pauseMs : pauseMs;

  const pause = (roomId: string) => {
    const ms = nextPauseMs();
    if (ms <= 0) return;
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
