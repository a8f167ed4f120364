/** One bench run of a sweep, as read from its latest.json. */
export interface SweepRow {
  rooms: number;
  players: number;
  ackP99Ms: number;
  /** The same over game intents alone (a run's lobby set-up left out). */
  gameAckP99Ms: number;
  fanOutP99Ms: number;
  errors: number;
  refusedRooms: number;
  rssPerPlayerKb: number | undefined;
  /** Server main-thread CPU per ack, all nodes summed. */
  cpuMsPerAck: number | undefined;
  /** Every target met but the cost budgets, RSS and CPU per ack (bench/sweep.ts). */
  met: boolean;
  /** Exit code 2: the run itself failed. */
  failed: boolean;
}

/** The room counts of a sweep: `from`, then doubling, up to `to` (which is always tried last). */
export function sweepSteps(from: number, to: number): number[] {
  const steps: number[] = [];
  for (let rooms = from; rooms < to; rooms *= 2) steps.push(rooms);
  steps.push(to);
  return steps;
}

/** The largest player count whose run met every target, if any did. */
export function largestPassing(rows: readonly SweepRow[]): SweepRow | undefined {
  return rows
    .filter((row) => row.met)
    .reduce<SweepRow | undefined>(
      (best, row) => (best === undefined || row.players > best.players ? row : best),
      undefined,
    );
}

/** The sweep's table for the terminal. */
export function formatSweep(nodes: number | undefined, rows: readonly SweepRow[]): string {
  const header = [
    'rooms',
    'players',
    'ack p99',
    'game ack p99',
    'fan-out p99',
    'RSS/player',
    'CPU/ack',
    'errors',
    'refused',
    'targets',
  ];
  const lines = rows.map((row) =>
    [
      row.rooms,
      row.players,
      `${row.ackP99Ms} ms`,
      `${row.gameAckP99Ms} ms`,
      `${row.fanOutP99Ms} ms`,
      row.rssPerPlayerKb === undefined ? '—' : `${row.rssPerPlayerKb} KB`,
      row.cpuMsPerAck === undefined ? '—' : `${row.cpuMsPerAck} ms`,
      row.errors,
      row.refusedRooms,
      row.failed ? 'run failed' : row.met ? 'met' : 'missed',
    ].map(String),
  );
  const widths = header.map((name, column) =>
    Math.max(name.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: readonly string[]) =>
    cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ');
  const best = largestPassing(rows);
  return [
    `Sweep on ${nodes ?? 1} node(s)${nodes === undefined ? ' (no balancer)' : ''}`,
    format(header),
    ...lines.map(format),
    best === undefined
      ? 'No run met every target.'
      : `Largest player count that met every target: ${best.players} (${best.rooms} rooms)`,
  ].join('\n');
}
