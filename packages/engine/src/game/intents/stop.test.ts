import { describe, expect, it } from 'vitest';
import { advance } from '../advance.ts';
import { allowedIntents } from '../view/allowed-intents.ts';
import type { GameState } from '../state.ts';
import { accepted, answeringGame, withAnswers } from '../testing/game-fixtures.ts';
import { markDone, saveAnswer, stop } from '../testing/intent-functions.ts';

const ALL_FILLED = { name: 'Anna', place: 'Athens', animal: 'Ant', thing: 'Axe', 'ana-1': 'Apple' };

function fastestFinger() {
  const { state, now } = answeringGame({ endMode: 'Fastest Finger' });
  return {
    state: withAnswers(state, { ana: ALL_FILLED }, now),
    now,
    deadline: state.rounds[0]!.answeringEndsAt,
  };
}

const stopOf = (state: GameState) => state.rounds[0]?.stop;

describe('stop', () => {
  it('gives everyone else 10 seconds more and marks the stopper done', () => {
    const { state, now } = fastestFinger();
    const stopped = accepted(stop(state, 'ana', {}, now + 1_000)).state;
    expect(stopOf(stopped)).toEqual({
      uid: 'ana',
      at: now + 1_000,
      deadline: now + 11_000,
      earnsBonus: true,
    });
    expect(stopped.rounds[0]?.done).toEqual(['ana']);
    expect(stopped.phaseEndsAt).toBe(now + 12_000);
  });

  it('ends the round 10 seconds after the STOP, with 1 second of grace for answers on their way', () => {
    const { state, now } = fastestFinger();
    const stopped = accepted(stop(state, 'ana', {}, now)).state;
    expect(saveAnswer(stopped, 'ben', { categoryId: 'name', text: 'Ben' }, now + 10_999).ok).toBe(true);
    expect(saveAnswer(stopped, 'ben', { categoryId: 'name', text: 'Ben' }, now + 11_000)).toMatchObject({
      ok: false,
      error: { code: 'too-late' },
    });
    expect(advance(stopped, now + 11_000).state.phase).toBe('REVIEWING');
  });

  it('earns no bonus when 10 seconds or less were left, and the round still ends at its deadline', () => {
    const { state, deadline } = fastestFinger();
    const stopped = accepted(stop(state, 'ana', {}, deadline - 10_000)).state;
    expect(stopOf(stopped)).toMatchObject({ earnsBonus: false, deadline });
  });

  it('earns the bonus with just over 10 seconds left', () => {
    const { state, deadline } = fastestFinger();
    expect(stopOf(accepted(stop(state, 'ana', {}, deadline - 10_001)).state)?.earnsBonus).toBe(true);
  });

  it('counts only the first STOP', () => {
    const { state, now } = fastestFinger();
    const stopped = accepted(stop(withAnswers(state, { ben: ALL_FILLED }, now), 'ana', {}, now)).state;
    expect(stop(stopped, 'ben', {}, now + 1)).toMatchObject({
      ok: false,
      error: { code: 'already-stopped' },
    });
  });

  it('is refused until every category is filled', () => {
    const { state, now } = fastestFinger();
    const blanked = withAnswers(state, { ana: { thing: '   ' } }, now);
    expect(stop(blanked, 'ana', {}, now)).toMatchObject({ ok: false, error: { code: 'not-all-filled' } });
  });

  it('is refused, and earns no bonus, when every category holds only invisible characters', () => {
    const { state, now } = answeringGame({ endMode: 'Fastest Finger' });
    let typed = state;
    for (const category of state.rounds[0]!.categories) {
      const draft = { categoryId: category.id, text: '\u200B\u2060\u202E' };
      typed = accepted(saveAnswer(typed, 'ana', draft, now)).state;
    }
    expect(stop(typed, 'ana', {}, now)).toMatchObject({ ok: false, error: { code: 'not-all-filled' } });
  });

  it('is refused when an answer holds no letter or digit, however it was stored', () => {
    const { state, now } = fastestFinger();
    for (const blank of ['\u200B', '...', '\u3164\u3164']) {
      const blanked = withAnswers(state, { ana: { thing: blank } }, now);
      expect(stop(blanked, 'ana', {}, now)).toMatchObject({ ok: false, error: { code: 'not-all-filled' } });
    }
  });

  it('is refused in Round Timer games', () => {
    const { state, now } = answeringGame();
    const filled = withAnswers(state, { ana: ALL_FILLED }, now);
    expect(stop(filled, 'ana', {}, now)).toMatchObject({ ok: false, error: { code: 'not-fastest-finger' } });
  });

  it('is refused after the round’s deadline, even within the grace for answers', () => {
    const { state, deadline } = fastestFinger();
    expect(stop(state, 'ana', {}, deadline + 500)).toMatchObject({ ok: false, error: { code: 'too-late' } });
  });

  it('ends the round at once when everyone else had already pressed Done', () => {
    const { state, now } = fastestFinger();
    let waiting = state;
    for (const uid of ['ben', 'cy']) waiting = accepted(markDone(waiting, uid, {}, now)).state;
    expect(accepted(stop(waiting, 'ana', {}, now)).state.phase).toBe('REVIEWING');
  });
});

describe('Done in Fastest Finger', () => {
  it('is offered with STOP, to a player who has not filled every category too', () => {
    const { state } = answeringGame({ endMode: 'Fastest Finger' });
    expect(allowedIntents(state, 'ben')).toEqual(expect.arrayContaining(['game:done', 'game:stop']));
  });

  it('marks the player finished without ending the round or counting as a STOP', () => {
    const { state, now } = answeringGame({ endMode: 'Fastest Finger' });
    const done = accepted(markDone(state, 'ben', {}, now));
    expect(done.events).toEqual([{ type: 'player-done', uid: 'ben' }]);
    expect(done.state.phase).toBe('ANSWERING');
    expect(done.state.rounds[0]?.done).toEqual(['ben']);
    expect(stopOf(done.state)).toBeNull();
    expect(done.state.phaseEndsAt).toBe(state.phaseEndsAt);
  });

  it('leaves STOP to a player who filled every category, after Done too', () => {
    const { state, now } = fastestFinger();
    const done = accepted(markDone(state, 'ana', {}, now)).state;
    expect(allowedIntents(done, 'ana')).toContain('game:stop');
    expect(stopOf(accepted(stop(done, 'ana', {}, now + 1)).state)).toMatchObject({ uid: 'ana' });
  });

  it('ends the round once every present player is done, with no STOP and no bonus', () => {
    const { state, now } = answeringGame({ endMode: 'Fastest Finger' });
    let game = state;
    for (const uid of ['ana', 'ben', 'cy']) game = accepted(markDone(game, uid, {}, now)).state;
    expect(game.phase).toBe('REVIEWING');
    expect(stopOf(game)).toBeNull();
  });
});
