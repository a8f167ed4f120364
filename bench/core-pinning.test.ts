import { describe, expect, it } from 'vitest';
import { describePinning, pinnedCommand, planPinning, serverCpus } from './core-pinning.ts';
import { readOptions } from './options.ts';

describe('pinning the server to cores of its own', () => {
  it('puts one node on core 0 and the bots on the other core of a two-core machine', () => {
    const plan = planPinning(true, 1, 2, true);
    expect(plan).toEqual({ pinned: true, nodeCpus: ['0'], benchCpus: '1' });
    expect(describePinning(plan)).toBe(
      "pinned: node 1's main thread on core 0; the nodes' other threads, the bots and the rest on core(s) 1",
    );
    expect(serverCpus(plan, 0)).toEqual({ main: '0', others: '1' });
    expect(serverCpus(plan, 1)).toBeUndefined();
  });

  it('gives each node a core and the bots every core left', () => {
    expect(planPinning(true, 2, 8, true)).toEqual({ pinned: true, nodeCpus: ['0', '1'], benchCpus: '2-7' });
  });

  it('says why not when the nodes and the bots need more cores than there are', () => {
    const plan = planPinning(true, 2, 2, true);
    expect(plan).toEqual({ pinned: false, why: '2 node(s) and the bots need 3 cores, this machine has 2' });
    expect(describePinning(plan)).toMatch(/^not pinned to cores: /);
  });

  it('says why not without taskset, or when PIN=0 asks for none', () => {
    expect(planPinning(true, 1, 2, false)).toMatchObject({
      pinned: false,
      why: expect.stringMatching(/taskset/),
    });
    expect(planPinning(false, 1, 2, true)).toEqual({ pinned: false, why: 'PIN=0' });
  });

  it('starts a pinned process through taskset and an unpinned one as it is', () => {
    expect(pinnedCommand('0', 'node', ['main.ts'])).toEqual({
      command: '/usr/bin/taskset',
      args: ['-c', '0', 'node', 'main.ts'],
    });
    expect(pinnedCommand(undefined, 'node', ['main.ts'])).toEqual({ command: 'node', args: ['main.ts'] });
  });

  it('pins and measures the floor by default on one node, and leaves the floor out of a cluster run', () => {
    expect(readOptions({}, [])).toMatchObject({ pin: true, floor: true });
    expect(readOptions({ PIN: '0', FLOOR: '0' }, [])).toMatchObject({ pin: false, floor: false });
    expect(readOptions({ NODES: '2' }, [])).toMatchObject({ floor: false });
    expect(readOptions({ URL: 'http://127.0.0.1:3000' }, [])).toMatchObject({ floor: false });
  });
});
