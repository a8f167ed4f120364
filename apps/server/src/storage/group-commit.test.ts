import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.ts';

/** A batch writer that records each transaction's items and answers each item doubled. */
function recordingWriter(fails: (items: readonly number[]) => boolean = () => false) {
  const transactions: number[][] = [];
  const write = async (items: readonly number[]) => {
    await Promise.resolve();
    if (fails(items)) throw new Error(`refused ${items.join(',')}`);
    transactions.push([...items]);
    return items.map((item) => item * 2);
  };
  return { transactions, write };
}

describe('group commit', () => {
  it('writes the items of one turn in one transaction and answers each its own outcome', async () => {
    const writer = recordingWriter();
    const commit = groupCommit(writer.write);
    const results = await Promise.all([1, 2, 3].map(commit));
    expect(results).toEqual([2, 4, 6]);
    expect(writer.transactions).toEqual([[1, 2, 3]]);
  });

  it('puts what arrives while a transaction is being written into the next one', async () => {
    const writer = recordingWriter();
    const commit = groupCommit(writer.write);
    const first = commit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [commit(2), commit(3)];
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6]);
    expect(writer.transactions).toEqual([[1], [2, 3]]);
  });

  it('answers nobody before their transaction committed', async () => {
    const settled: string[] = [];
    let release: () => void = () => {};
    const commit = groupCommit(async (items: readonly string[]) => {
      await new Promise<void>((resolve) => (release = resolve));
      settled.push('committed');
      return items;
    });
    const done = Promise.all(['a', 'b'].map((item) => commit(item).then(() => settled.push(item))));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toEqual([]);
    release();
    await done;
    expect(settled).toEqual(['committed', 'a', 'b']);
  });

  it('writes a failed transaction again one item at a time, so only the refused item fails', async () => {
    const writer = recordingWriter((items) => items.includes(13));
    const commit = groupCommit(writer.write);
    const outcomes = await Promise.allSettled([12, 13, 14].map(commit));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(writer.transactions).toEqual([[12], [14]]);
  });

  it('keeps each transaction within the largest batch', async () => {
    const writer = recordingWriter();
    const commit = groupCommit(writer.write, { maxBatch: 2 });
    await Promise.all([1, 2, 3, 4, 5].map(commit));
    expect(writer.transactions).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('writes up to `concurrency` transactions at once, each with what waited for it', async () => {
    const releases: (() => void)[] = [];
    const transactions: number[][] = [];
    const commit = groupCommit(
      async (items: readonly number[]) => {
        transactions.push([...items]);
        await new Promise<void>((resolve) => releases.push(resolve));
        return items;
      },
      { maxBatch: 2, concurrency: 2 },
    );
    const all = Promise.all([1, 2, 3, 4, 5].map(commit));
    await new Promise((resolve) => setImmediate(resolve));
    expect(transactions).toEqual([
      [1, 2],
      [3, 4],
    ]);
    releases.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(transactions).toEqual([[1, 2], [3, 4], [5]]);
    for (const release of releases.splice(0)) release();
    await new Promise((resolve) => setImmediate(resolve));
    releases.shift()?.();
    expect(await all).toEqual([1, 2, 3, 4, 5]);
  });
});
