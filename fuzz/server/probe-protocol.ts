/** What the fuzzer and the probe inside the server say to each other (IPC messages and a stderr marker). */

/** Starts the stderr line with which the probe reports an uncaught exception or unhandled rejection. */
export const PROBE_MARKER = '[fuzz-probe] ';

export interface RouteInfo {
  readonly method: string;
  /** Fastify's pattern, e.g. /api/rooms/:roomId or /*. */
  readonly url: string;
}

export interface MemoryUsage {
  readonly rss: number;
  readonly heapUsed: number;
  readonly heapTotal: number;
  readonly external: number;
}

export type ProbeQuestion =
  { readonly type: 'routes' } | { readonly type: 'memory'; readonly collect: boolean };

export type ProbeRequest = ProbeQuestion & { readonly id: number };

export type ProbeReply =
  | { readonly id: number; readonly type: 'routes'; readonly routes: RouteInfo[] }
  | { readonly id: number; readonly type: 'memory'; readonly memory: MemoryUsage };

/** The cause of a crash as the probe wrote it. */
export interface CrashReport {
  readonly origin: string;
  readonly message: string;
  readonly stack?: string;
}
