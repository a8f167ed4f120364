/** Counts by name, for the summary's tables. */
export class Counter {
  private readonly counts = new Map<string, number>();

  add(name: string, by = 1): void {
    this.counts.set(name, (this.counts.get(name) ?? 0) + by);
  }

  get(name: string): number {
    return this.counts.get(name) ?? 0;
  }

  get total(): number {
    let sum = 0;
    for (const count of this.counts.values()) sum += count;
    return sum;
  }

  /** The counts, largest first. */
  entries(): [string, number][] {
    return [...this.counts.entries()].sort((a, b) => b[1] - a[1]);
  }

  toJSON(): Record<string, number> {
    return Object.fromEntries(this.entries());
  }
}
