import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue.ts';

/** A promise the test resolves by hand. */
function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('the per-room queue', () => {
  it('runs the tasks of one key one after another, in the order they were queued', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const gate = deferred();
    const first = queue.run('room', async () => {
      log.push('first starts');
      await gate.promise;
      log.push('first ends');
    });
    const second = queue.run('room', async () => {
      log.push('second runs');
    });
    await Promise.resolve();
    expect(log).toEqual(['first starts']);
    gate.resolve();
    await Promise.all([first, second]);
    expect(log).toEqual(['first starts', 'first ends', 'second runs']);
  });

  it('runs tasks of different keys side by side', async () => {
    const queue = createKeyedQueue();
    const gate = deferred();
    const blocked = queue.run('a', () => gate.promise);
    expect(await queue.run('b', async () => 'b ran')).toBe('b ran');
    gate.resolve();
    await blocked;
  });

  it('goes on with the next task after one failed, and hands each caller its own result', async () => {
    const queue = createKeyedQueue();
    const failing = queue.run('room', () => Promise.reject(new Error('boom')));
    const next = queue.run('room', async () => 42);
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe(42);
  });

  it('tells when every queued task has finished', async () => {
    const queue = createKeyedQueue();
    const gate = deferred();
    let done = false;
    void queue.run('room', async () => {
      await gate.promise;
      done = true;
    });
    const idle = queue.idle();
    gate.resolve();
    await idle;
    expect(done).toBe(true);
  });
});
