/** setTimeout's longest delay (about 24.8 days); a longer one would fire at once. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * One local timer per room, set for the room's next deadline (an absolute server time stored in the
 * game's state). The timer only says "look at this room now": the deadline itself is read again from
 * the stored state when it fires, so a timer that fires early, late or twice is harmless.
 */
export interface GameTimers {
  /** Sets the room's timer for `deadline`, replacing any other; null clears it. */
  schedule(roomId: string, deadline: number | null): void;
  /** How many rooms have a timer set; for tests and logs. */
  size(): number;
  /** Clears every timer and refuses new ones; for shutdown. */
  stop(): void;
}

export function createGameTimers(deps: {
  readonly now: () => number;
  /**
   * Runs when a room's timer fires, with the deadline it was set for (so the caller can tell a timer
   * that fired early from a deadline another node has already served). It must not throw.
   */
  readonly onDue: (roomId: string, deadline: number) => void;
}): GameTimers {
  const timers = new Map<string, { deadline: number; timer: NodeJS.Timeout }>();
  let stopped = false;

  const clear = (roomId: string) => {
    const entry = timers.get(roomId);
    if (entry === undefined) return;
    clearTimeout(entry.timer);
    timers.delete(roomId);
  };

  return {
    schedule(roomId, deadline) {
      if (stopped) return;
      if (deadline === null) return clear(roomId);
      // Commits come in often (every draft); a timer already set for this deadline is kept as it is.
      if (timers.get(roomId)?.deadline === deadline) return;
      clear(roomId);
      const delay = Math.min(MAX_DELAY_MS, Math.max(0, deadline - deps.now()));
      const timer = setTimeout(() => {
        if (timers.get(roomId)?.timer === timer) timers.delete(roomId);
        deps.onDue(roomId, deadline);
      }, delay);
      // A pending deadline must not keep the process alive: the stored state outlives it.
      timer.unref();
      timers.set(roomId, { deadline, timer });
    },
    size: () => timers.size,
    stop() {
      stopped = true;
      for (const roomId of [...timers.keys()]) clear(roomId);
    },
  };
}
