/** What the fuzzer reports as a finding; each fails the run. */
export type FindingKind =
  | 'crash'
  | 'http-5xx'
  | 'server-error-log'
  | 'server-stderr'
  | 'no-ack'
  | 'state-change-on-refusal'
  | 'memory-growth';

export interface Finding {
  readonly kind: FindingKind;
  /** What tells this finding from others of its kind, e.g. the route and status. */
  readonly signature: string;
  count: number;
  /** The first few reproductions: the message (or the messages sent just before) and what came back. */
  readonly examples: unknown[];
}

const EXAMPLES_PER_FINDING = 5;

/** Findings grouped by kind and signature, with the first reproductions of each. */
export class Findings {
  private readonly byKey = new Map<string, Finding>();

  add(kind: FindingKind, signature: string, example: unknown): void {
    const key = `${kind} ${signature}`;
    let finding = this.byKey.get(key);
    if (finding === undefined) {
      if (this.byKey.size >= 500) return;
      finding = { kind, signature, count: 0, examples: [] };
      this.byKey.set(key, finding);
    }
    finding.count += 1;
    if (finding.examples.length < EXAMPLES_PER_FINDING) finding.examples.push(example);
  }

  list(): Finding[] {
    return [...this.byKey.values()];
  }

  get total(): number {
    return this.list().reduce((sum, finding) => sum + finding.count, 0);
  }

  count(kind: FindingKind): number {
    return this.list()
      .filter((finding) => finding.kind === kind)
      .reduce((sum, finding) => sum + finding.count, 0);
  }
}
