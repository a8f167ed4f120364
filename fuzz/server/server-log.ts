import type { ChildProcess } from 'node:child_process';
import { PROBE_MARKER, type CrashReport } from './probe-protocol.ts';

/** One line the server logged at error level or above (pino 50+), or wrote to stderr. */
export interface ServerProblem {
  /** Epoch ms when the fuzzer read it, to match it with what was sent just before. */
  readonly at: number;
  readonly kind: 'error-log' | 'stderr';
  readonly summary: string;
  readonly line: string;
}

/**
 * Reads the server's output as it comes: pino's JSON lines on stdout (one object per line), and on
 * stderr the probe's crash reports and anything node itself complains about (warnings, traces).
 */
export class ServerLog {
  readonly problems: ServerProblem[] = [];
  readonly warnings = new Map<string, number>();
  crash: CrashReport | undefined;
  private readonly lastLines: string[] = [];
  private readonly listeners = new Set<(problem: ServerProblem) => void>();

  constructor(child: ChildProcess) {
    splitLines(child.stdout, (line) => this.readStdout(line));
    splitLines(child.stderr, (line) => this.readStderr(line));
  }

  onProblem(listener: (problem: ServerProblem) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The last lines of output, for a report on a server that ended. */
  tail(): string {
    return this.lastLines.join('\n');
  }

  private remember(line: string): void {
    this.lastLines.push(line.slice(0, 2000));
    if (this.lastLines.length > 40) this.lastLines.shift();
  }

  private readStdout(line: string): void {
    this.remember(line);
    let entry: { level?: number; msg?: string; err?: { message?: string; type?: string } };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      return;
    }
    const level = entry.level ?? 0;
    const text = `${entry.msg ?? ''}${entry.err?.message === undefined ? '' : `: ${entry.err.message}`}`;
    if (level >= 50) this.report({ at: Date.now(), kind: 'error-log', summary: text.slice(0, 200), line });
    else if (level >= 40) this.warnings.set(entry.msg ?? '?', (this.warnings.get(entry.msg ?? '?') ?? 0) + 1);
  }

  private readStderr(line: string): void {
    if (line.trim() === '') return;
    this.remember(line);
    if (line.startsWith(PROBE_MARKER)) {
      this.crash = JSON.parse(line.slice(PROBE_MARKER.length)) as CrashReport;
      return;
    }
    this.report({ at: Date.now(), kind: 'stderr', summary: line.slice(0, 200), line });
  }

  private report(problem: ServerProblem): void {
    if (this.problems.length < 1000) this.problems.push(problem);
    for (const listener of this.listeners) listener(problem);
  }
}

function splitLines(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  let pending = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
}
