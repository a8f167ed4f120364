import { describe, expect, it } from 'vitest';
import { markDone } from '../intents/answering-intents.ts';
import { saveAnswer } from '../intents/save-answer.ts';
import { reviewDone } from '../intents/review-intents.ts';
import { accepted, answeringGame, reviewingGame, withAnswers } from '../testing/game-fixtures.ts';
import { playerView } from './player-view.ts';
import { progressUpdate, sameProgress, withProgress } from './progress-update.ts';

const { state: answering, now } = answeringGame();
const typed = withAnswers(answering, { ben: { name: 'Alexander', place: 'Antwerp' } }, now + 1);

describe('progressUpdate', () => {
  it('carries the round, everyone’s filled counts and who is done reviewing, never a text', () => {
    const update = progressUpdate('room-1', typed, now + 1);
    expect(update).toEqual({
      roomId: 'room-1',
      round: 1,
      serverNow: now + 1,
      progress: playerView(typed, 'ana', now + 1).round.progress,
      reviewDone: [],
    });
    expect(JSON.stringify(update)).not.toContain('Alexander');
  });

  it('tells the same progress apart from moved progress, whatever the time', () => {
    expect(sameProgress(progressUpdate('r', answering, now), progressUpdate('r', answering, now + 5))).toBe(
      true,
    );
    expect(sameProgress(progressUpdate('r', answering, now), progressUpdate('r', typed, now))).toBe(false);
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

  it('puts who is done reviewing into a review, as the next view would show it', () => {
    const { state: reviewing, now: reviewNow } = reviewingGame({ ana: { name: 'Anna' } });
    const done = accepted(reviewDone(reviewing, 'ben', {}, reviewNow + 1)).state;
    const after = withProgress(
      playerView(reviewing, 'ana', reviewNow),
      progressUpdate('r', done, reviewNow + 1),
    );
    expect(after).toEqual({ ...playerView(done, 'ana', reviewNow + 1), serverNow: reviewNow });
  });

  it('turns another player’s view into the next one after drafts and Done, as a whole view would', () => {
    let state = answering;
    let view = playerView(answering, 'ana', now);
    const steps = [
      (game: typeof state) => saveAnswer(game, 'ben', { categoryId: 'name', text: 'Bo' }, now + 1),
      (game: typeof state) => saveAnswer(game, 'ben', { categoryId: 'name', text: '' }, now + 2),
      (game: typeof state) => saveAnswer(game, 'cy', { categoryId: 'place', text: 'Cork' }, now + 3),
      (game: typeof state) => markDone(game, 'cy', {}, now + 4),
    ];
    for (const [index, step] of steps.entries()) {
      state = accepted(step(state)).state;
      view = withProgress(view, progressUpdate('room-1', state, now + index + 1));
      expect(view).toEqual({ ...playerView(state, 'ana', now + index + 1), serverNow: now });
    }
  });

  it('keeps the view when the update is older than it or of another round', () => {
    const older = progressUpdate('room-1', typed, now - 1);
    expect(withProgress(before, older)).toBe(before);
    const otherRound = { ...progressUpdate('room-1', typed, now + 1), round: 2 };
    expect(withProgress(before, otherRound)).toBe(before);
  });
});
