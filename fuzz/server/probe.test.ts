import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROBE_MARKER } from './probe-protocol.ts';
import { ServerLog } from './server-log.ts';

const PROBE = fileURLToPath(new URL('./probe.ts', import.meta.url));

/** Runs `code` in a node process with the probe loaded, as the fuzz server runs, and reads its output. */
async function runWithProbe(code: string): Promise<{ log: ServerLog; code: number | null }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', PROBE, '--input-type=module', '-e', code],
    {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  const log = new ServerLog(child);
  const exitCode = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  // The last chunks of output may come after the exit event.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { log, code: exitCode };
}

describe('the probe in the fuzzed server', () => {
  it('reports an uncaught exception before the process dies of it, as it would without the probe', async () => {
    const { log, code } = await runWithProbe("setTimeout(() => { throw new Error('boom in a timer'); });");
    expect(code).not.toBe(0);
    expect(log.crash).toMatchObject({ origin: 'uncaughtException', message: 'boom in a timer' });
  });

  it('reports an unhandled rejection, which still ends the process', async () => {
    const { log, code } = await runWithProbe("Promise.reject(new Error('nobody caught me'));");
    expect(code).not.toBe(0);
    expect(log.crash).toMatchObject({ origin: 'unhandledRejection', message: 'nobody caught me' });
  });

  it('tells error-level log lines and stderr apart from warnings', async () => {
    const lines = [
      JSON.stringify({ level: 40, msg: 'a warning' }),
      JSON.stringify({ level: 50, msg: 'A lobby intent failed', err: { message: 'no such column' } }),
    ];
    const { log } = await runWithProbe(
      `console.log(${JSON.stringify(lines.join('\n'))}); console.error('(node:1) Warning: something');`,
    );
    expect(log.warnings.get('a warning')).toBe(1);
    expect(log.problems.map((problem) => [problem.kind, problem.summary])).toEqual([
      ['error-log', 'A lobby intent failed: no such column'],
      ['stderr', '(node:1) Warning: something'],
    ]);
    expect(log.problems.some((problem) => problem.line.startsWith(PROBE_MARKER))).toBe(false);
  });
});
