/** How many messages a group of lanes may still send; they take one each before sending. */
export class Budget {
  private taken = 0;

  constructor(
    readonly total: number,
    private readonly stopped: () => boolean,
  ) {}

  take(): boolean {
    if (this.taken >= this.total || this.stopped()) return false;
    this.taken += 1;
    return true;
  }

  get used(): number {
    return this.taken;
  }
}

/** Runs `send` for every taken message, at most `window` at once (pipelined, as a busy client sends). */
export async function pipelined(budget: Budget, window: number, send: () => Promise<unknown>): Promise<void> {
  const inFlight = new Set<Promise<unknown>>();
  while (budget.take()) {
    const sending = send().finally(() => inFlight.delete(sending));
    inFlight.add(sending);
    if (inFlight.size >= window) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
}
