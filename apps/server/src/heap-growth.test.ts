import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { heapGrowthNotice, SERVER_NODE_FLAGS } from './heap-growth.ts';
import { REPO_ROOT } from './paths.ts';

describe('the heap growth check', () => {
  it("says nothing when the process was started with a growing factor, ours or the operator's", () => {
    expect(heapGrowthNotice([...SERVER_NODE_FLAGS, '--import', 'tsx'])).toBeUndefined();
    expect(heapGrowthNotice(['--heap-growing-percent=50'])).toBeUndefined();
    expect(heapGrowthNotice(['--heap-growing-percent', '10'])).toBeUndefined();
  });

  it('says how to start the server when it was started without one', () => {
    expect(heapGrowthNotice(['--import', 'tsx'])).toBe(
      'Started without --heap-growing-percent: memory may grow to several times what the game needs; ' +
        'start with npm start, or pass --heap-growing-percent=25 to node',
    );
    expect(heapGrowthNotice(['--heap-growing-percentage=5'])).toBeDefined();
  });

  it('passes flags node accepts on its command line, where NODE_OPTIONS would refuse them', () => {
    const run = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
      spawnSync(process.execPath, [...args, '-e', 'process.exit(0)'], { env, encoding: 'utf8' });
    expect(run([...SERVER_NODE_FLAGS]).status).toBe(0);
    const refused = run([], { ...process.env, NODE_OPTIONS: SERVER_NODE_FLAGS.join(' ') });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('is not allowed in NODE_OPTIONS');
  });

  it('is passed by every npm script that launches the server', () => {
    const scriptsOf = (manifest: string) =>
      (JSON.parse(readFileSync(join(REPO_ROOT, manifest), 'utf8')) as { scripts: Record<string, string> })
        .scripts;
    const launches = [
      scriptsOf('package.json').start,
      scriptsOf('apps/server/package.json').start,
      scriptsOf('apps/server/package.json').dev,
    ];
    for (const script of launches) expect(script).toContain(SERVER_NODE_FLAGS.join(' '));
  });
});
