import type { FuzzReport } from '../campaign.ts';
import type { Counter } from './counter.ts';

const MB = 1024 * 1024;

function table(title: string, counter: Counter, limit = 15): string[] {
  const rows = counter.entries().slice(0, limit);
  const rest = counter.entries().length - rows.length;
  return [
    `  ${title}`,
    ...rows.map(([name, count]) => `    ${String(count).padStart(9)}  ${name}`),
    ...(rest > 0 ? [`    ${' '.repeat(9)}  … ${rest} more`] : []),
  ];
}

/** The run's summary as printed at the end: what was sent, what came back, and the findings. */
export function formatSummary(report: FuzzReport): string {
  const { stats, sent, memory } = report;
  const findingRows = report.findings.map(
    (finding) => `    ${String(finding.count).padStart(9)}  ${finding.kind}: ${finding.signature}`,
  );
  return [
    '',
    `Fuzz run: seed ${report.options.seed}, ${sent.socket + sent.http} of ${report.options.count} messages` +
      ` (${sent.socket} socket, ${sent.http} HTTP) plus ${sent.driver} game moves in ${(report.durationMs / 1000).toFixed(0)} s,` +
      ` (${(report.checkingMs / 1000).toFixed(0)} s of them state checks), ${report.messagesPerSecond} messages/s` +
      `${report.timedOut ? ' (stopped by --max-seconds)' : ''}`,
    `  targets: ${report.socketEvents.length} socket events, ${report.routes.length} HTTP routes`,
    ...table('socket messages by flavour', stats.socketSent),
    ...table('socket answers (event → answer), most common', stats.socketAnswers, 25),
    ...table('HTTP requests by flavour', stats.httpSent),
    ...table('HTTP statuses', stats.httpStatuses),
    ...table('outcomes', stats.outcomes),
    ...table('phases the game rooms reached', stats.phases),
    `  state checks: ${stats.stateChecks} (${stats.stateChecksOnRefusals} on refusals)`,
    `  sockets dropped and reopened: ${report.reconnects}; new guest sessions for them: ${report.newSessions}`,
    memory === undefined
      ? '  memory: not measured'
      : `  server memory: heap ${(memory.baseline.heapUsed / MB).toFixed(0)} → ${(memory.final.heapUsed / MB).toFixed(0)} MB` +
        ` (after full collections), RSS ${(memory.baseline.rss / MB).toFixed(0)} → ${(memory.final.rss / MB).toFixed(0)} MB,` +
        ` peak RSS ${(memory.peakRss / MB).toFixed(0)} MB`,
    `  server warnings: ${
      Object.entries(report.serverWarnings)
        .map(([message, count]) => `${count}× ${message}`)
        .join('; ') || 'none'
    }`,
    `  HTTP requests unanswered even on a connection of their own: ${stats.unanswered.length}` +
      (stats.unanswered.length > 0 ? ' (see report.json, stats.unanswered)' : ''),
    '',
    `FINDINGS: ${report.findings.length === 0 ? 'none' : ''}`,
    ...findingRows,
    '',
  ].join('\n');
}
