import { describe, expect, it } from 'vitest';
import { answeringGame, withAnswers } from '../testing/game-fixtures.ts';
import { playerView } from './player-view.ts';
import { progressUpdate, withProgress } from './progress-update.ts';

const { state: answering, now } = answeringGame();
const typed = withAnswers(answering, { ben: { name: 'Alexander', place: 'Antwerp' } }, now + 1);

describe('progressUpdate', () => {
  it('carries the round and everyone’s filled counts, never a text', () => {
    const update = progressUpdate('room-1', typed, now + 1);
    expect(update).toEqual({
      roomId: 'room-1',
      round: 1,
      serverNow: now + 1,
      progress: playerView(typed, 'ana', now + 1).round.progress,
    });
    expect(JSON.stringify(update)).not.toContain('Alexander');
  });
});

describe('withProgress', () => {
  const before = playerView(answering, 'ana', now);

  it('puts a newer update of the same round into the view, leaving the rest as it was', () => {
    const after = withProgress(before, progressUpdate('room-1', typed, now + 1));
    expect(after.round.progress.find((p) => p.uid === 'ben')?.filled).toBe(2);
    expect({ ...after, round: { ...after.round, progress: [] } }).toEqual({
      ...before,
      round: { ...before.round, progress: [] },
    });
  });

  it('keeps the view when the update is older than it or of another round', () => {
    const older = progressUpdate('room-1', typed, now - 1);
    expect(withProgress(before, older)).toBe(before);
    const otherRound = { ...progressUpdate('room-1', typed, now + 1), round: 2 };
    expect(withProgress(before, otherRound)).toBe(before);
  });
});
