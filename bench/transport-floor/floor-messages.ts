/** What the floor's parent tells its server and client processes. */
export type FloorCommand = 'start' | 'stop' | 'go' | 'end' | 'exit';

/** The server's reading of the measured window. */
export interface FloorReading {
  readonly acks: number;
  /** Main-thread time on a CPU over the window. */
  readonly runMs: number;
}
