import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accepted, answeringGame, reviewingGame, withAnswers, roomAt } from '../testing/game-fixtures.ts';
import { playerView } from './player-view.ts';
import { progressMoved, progressUpdate, sameProgress, withProgress } from './progress-update.ts';
import { markDone, reviewDone, saveAnswer } from '../testing/intent-functions.ts';

const { state: answering, now } = answeringGame();
const typed = withAnswers(answering, { ben: { name: 'Alexander', place: 'Antwerp' } }, now + 1);

describe('progressUpdate', () => {
  it('carries the round, everyone’s filled counts and who is done reviewing, never a text', () => {
    const update = progressUpdate('room-1', typed, now + 1, 5);
    expect(update).toEqual({
      roomId: 'room-1',
      version: 5,
      round: 1,
      serverNow: now + 1,
      progress: playerView(typed, 'ana', now + 1, roomAt(5)).round.progress,
      reviewDone: [],
    });
    expect(JSON.stringify(update)).not.toContain('Alexander');
  });

  it('tells the same progress apart from moved progress, whatever the time and version', () => {
    const first = progressUpdate('r', answering, now, 1);
    expect(sameProgress(first, progressUpdate('r', answering, now + 5, 2))).toBe(true);
    expect(sameProgress(first, progressUpdate('r', typed, now, 2))).toBe(false);
  });
});

describe('progressMoved', () => {
  it('says a change moved the progress exactly when the two progress messages would differ', () => {
    const { state: reviewing, now: reviewNow } = reviewingGame({ ana: { name: 'Anna' } });
    const changes = [
      [answering, typed],
      [typed, accepted(saveAnswer(typed, 'ben', { categoryId: 'name', text: 'Alex' }, now + 2)).state],
      [typed, accepted(saveAnswer(typed, 'ben', { categoryId: 'name', text: '' }, now + 2)).state],
      [typed, accepted(saveAnswer(typed, 'ben', { categoryId: 'name', text: ' …' }, now + 2)).state],
      [typed, accepted(saveAnswer(typed, 'ana', { categoryId: 'place', text: 'Athens' }, now + 2)).state],
      [typed, accepted(markDone(typed, 'ana', {}, now + 2)).state],
      [reviewing, accepted(reviewDone(reviewing, 'ben', {}, reviewNow + 1)).state],
      [answering, answering],
    ] as const;
    const moved = changes.map(([before, after]) => progressMoved(before, after));
    expect(moved).toEqual(
      changes.map(
        ([before, after]) =>
          !sameProgress(progressUpdate('r', before, now, 1), progressUpdate('r', after, now, 2)),
      ),
    );
    expect(moved).toEqual([true, false, true, true, true, true, true, false]);
  });

  it('agrees with the progress messages for any drafts typed and any reordering of the answers', () => {
    const players = answering.players.map((player) => player.uid);
    const categories = answering.rounds[0]?.categories.map((category) => category.id) ?? [];
    const draft = fc.record({
      uid: fc.constantFrom(...players),
      categoryId: fc.constantFrom(...categories, 'unknown'),
      text: fc.constantFrom('', ' …', 'Alex', 'Antwerp', 'Aardvark'),
    });
    fc.assert(
      fc.property(fc.array(draft, { maxLength: 12 }), fc.boolean(), (drafts, shuffle) => {
        let before = answering;
        for (const { uid, categoryId, text } of drafts) {
          const saved = saveAnswer(before, uid, { categoryId, text }, now + 1);
          let after = saved.ok ? saved.state : before;
          const round = after.rounds[after.rounds.length - 1];
          if (shuffle && round !== undefined && round.answers.length > 1)
            after = {
              ...after,
              rounds: [...after.rounds.slice(0, -1), { ...round, answers: [...round.answers].reverse() }],
            };
          expect(progressMoved(before, after)).toBe(
            !sameProgress(progressUpdate('r', before, now, 1), progressUpdate('r', after, now, 2)),
          );
          before = after;
        }
      }),
    );
  });
});

describe('withProgress', () => {
  const before = playerView(answering, 'ana', now, roomAt(1));

  it('puts a newer update of the same round into the view, leaving the rest as it was', () => {
    const after = withProgress(before, progressUpdate('room-1', typed, now + 1, 2));
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
      playerView(reviewing, 'ana', reviewNow, roomAt(1)),
      progressUpdate('r', done, reviewNow + 1, 2),
    );
    // Only the progress is as of the update: the view keeps its time and its version.
    expect(after).toEqual({
      ...playerView(done, 'ana', reviewNow + 1, roomAt(2)),
      serverNow: reviewNow,
      version: 1,
    });
  });

  it('turns another player’s view into the next one after drafts and Done, as a whole view would', () => {
    let state = answering;
    let view = playerView(answering, 'ana', now, roomAt(1));
    const steps = [
      (game: typeof state) => saveAnswer(game, 'ben', { categoryId: 'name', text: 'Bo' }, now + 1),
      (game: typeof state) => saveAnswer(game, 'ben', { categoryId: 'name', text: '' }, now + 2),
      (game: typeof state) => saveAnswer(game, 'cy', { categoryId: 'place', text: 'Cork' }, now + 3),
      (game: typeof state) => markDone(game, 'cy', {}, now + 4),
    ];
    for (const [index, step] of steps.entries()) {
      state = accepted(step(state)).state;
      const version = index + 2;
      view = withProgress(view, progressUpdate('room-1', state, now + index + 1, version));
      expect(view).toEqual({
        ...playerView(state, 'ana', now + index + 1, roomAt(version)),
        serverNow: now,
        version: 1,
      });
    }
  });

  it('keeps the view when the update is of its own version or older, or of another round', () => {
    const sameVersion = progressUpdate('room-1', typed, now + 1, 1);
    expect(withProgress(before, sameVersion)).toBe(before);
    const otherRound = { ...progressUpdate('room-1', typed, now + 1, 2), round: 2 };
    expect(withProgress(before, otherRound)).toBe(before);
  });

  it('orders by the room’s version, not by the clock of the node that sent it', () => {
    // Two nodes' clocks differ: a newer version may carry an earlier time, an older one a later time.
    const newerFromSlowClock = progressUpdate('room-1', typed, now - 5000, 2);
    expect(withProgress(before, newerFromSlowClock).round.progress).toEqual(newerFromSlowClock.progress);
    const view = playerView(typed, 'ana', now, roomAt(3));
    const olderFromFastClock = progressUpdate('room-1', answering, now + 5000, 2);
    expect(withProgress(view, olderFromFastClock)).toBe(view);
  });
});
