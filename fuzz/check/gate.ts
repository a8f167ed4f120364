/**
 * Lets the state checks run on a quiet server: closing it stops new messages and resolves once
 * every message in flight was answered, so what the check reads changed only by its own message.
 */
export class Gate {
  private inFlight = 0;
  private closed: Promise<void> | undefined;
  private openAgain: (() => void) | undefined;
  private drained: (() => void) | undefined;

  /** Resolves at once while open, or when the gate opens again. */
  async pass(): Promise<void> {
    while (this.closed !== undefined) await this.closed;
  }

  begin(): void {
    this.inFlight += 1;
  }

  end(): void {
    this.inFlight -= 1;
    if (this.inFlight === 0) this.drained?.();
  }

  /** Closes the gate and resolves once nothing is in flight (or after `maxWaitMs`). */
  async close(maxWaitMs = 20_000): Promise<void> {
    this.closed ??= new Promise((resolve) => (this.openAgain = resolve));
    if (this.inFlight === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, maxWaitMs);
      this.drained = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.drained = undefined;
  }

  open(): void {
    const resolve = this.openAgain;
    this.closed = undefined;
    this.openAgain = undefined;
    resolve?.();
  }
}
