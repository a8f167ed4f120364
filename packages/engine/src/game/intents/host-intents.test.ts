import { describe, expect, it } from 'vitest';
import { ranking } from '../scoring/standings.ts';
import { startGame } from '../start-game.ts';
import {
  accepted,
  answeringGame,
  firstPick,
  makeInput,
  reviewingGame,
  T0,
  tickUntil,
} from '../testing/game-fixtures.ts';
import {
  changeRoundSettings,
  endGame,
  leaveGame,
  makeHost,
  nextRound,
  redrawLetter,
} from '../testing/intent-functions.ts';

describe('end-game', () => {
  it('takes the host straight to the final results, the round under review scored as it stands', () => {
    const { state, now } = reviewingGame({ ben: { name: 'Alex' } }, { rounds: 3 });
    const ended = accepted(endGame(state, 'ana', {}, now));
    expect(ended.state).toMatchObject({ phase: 'FINAL_RESULTS', finalResultsAt: now });
    expect(ranking(ended.state)[0]).toEqual({ uid: 'ben', total: 10, place: 1 });
  });

  it('does not count a round still being answered', () => {
    const { state, now } = answeringGame({ rounds: 3 });
    const ended = accepted(endGame(state, 'ana', {}, now)).state;
    expect(ended.phase).toBe('FINAL_RESULTS');
    expect(ended.rounds[0]?.scores).toBeNull();
  });

  it('refuses anyone but the host, and a game already at its results', () => {
    const { state, now } = answeringGame();
    expect(endGame(state, 'ben', {}, now)).toMatchObject({ ok: false, error: { code: 'not-host' } });
    const results = tickUntil(state, 'FINAL_RESULTS');
    expect(endGame(results.state, 'ana', {}, results.now)).toMatchObject({
      ok: false,
      error: { code: 'wrong-phase' },
    });
  });
});

describe('make-host', () => {
  it('hands the host role to another player, who may then move the game on', () => {
    const { state, now } = answeringGame();
    const handed = accepted(makeHost(state, 'ana', { uid: 'cy' }, now));
    expect(handed.state.hostUid).toBe('cy');
    expect(handed.events).toContainEqual({ type: 'host-changed', uid: 'cy' });
    expect(endGame(handed.state, 'ana', {}, now)).toMatchObject({ ok: false, error: { code: 'not-host' } });
    expect(accepted(endGame(handed.state, 'cy', {}, now)).state.phase).toBe('FINAL_RESULTS');
  });

  it('refuses a player who is not the host, a stranger and a player who left', () => {
    const { state, now } = answeringGame();
    expect(makeHost(state, 'ben', { uid: 'ben' }, now)).toMatchObject({
      ok: false,
      error: { code: 'not-host' },
    });
    expect(makeHost(state, 'ana', { uid: 'zed' }, now)).toMatchObject({
      ok: false,
      error: { code: 'unknown-player' },
    });
    const left = accepted(leaveGame(state, 'cy', {}, now)).state;
    expect(makeHost(left, 'ana', { uid: 'cy' }, now)).toMatchObject({
      ok: false,
      error: { code: 'unknown-player' },
    });
  });

  it('changes nothing when the host names themselves', () => {
    const { state, now } = answeringGame();
    const same = accepted(makeHost(state, 'ana', { uid: 'ana' }, now));
    expect(same.state.hostUid).toBe('ana');
    expect(same.events).toEqual([]);
  });
});

describe('change-round-settings', () => {
  it('sets the time and end mode of the rounds to come, between rounds', () => {
    const { state, now } = tickUntil(answeringGame({ rounds: 2 }).state, 'ROUND_RESULTS');
    const changed = accepted(
      changeRoundSettings(state, 'ana', { roundTime: 120, endMode: 'Fastest Finger' }, now),
    );
    expect(changed.state.settings).toMatchObject({ roundTime: 120, endMode: 'Fastest Finger' });
    const next = accepted(nextRound(changed.state, 'ana', {}, now)).state;
    const round = next.rounds[1]!;
    // 5 categories in round 2: 10 s more than the 120 chosen.
    expect(round.answeringEndsAt - round.answeringStartsAt).toBe(130_000);
  });

  it('refuses it during a round, from anyone but the host, and with values outside the rules', () => {
    const answering = answeringGame({ rounds: 2 });
    expect(
      changeRoundSettings(answering.state, 'ana', { roundTime: 90, endMode: 'Round Timer' }, answering.now),
    ).toMatchObject({ ok: false, error: { code: 'wrong-phase' } });
    const { state, now } = tickUntil(answering.state, 'ROUND_RESULTS');
    expect(changeRoundSettings(state, 'ben', { roundTime: 90, endMode: 'Round Timer' }, now)).toMatchObject({
      ok: false,
      error: { code: 'not-host' },
    });
    for (const bad of [
      { roundTime: 31, endMode: 'Round Timer' },
      { roundTime: 5000, endMode: 'Round Timer' },
      { roundTime: '60', endMode: 'Round Timer' },
      { roundTime: 60, endMode: 'Slowest Finger' },
    ]) {
      // Off the wire schema on purpose (a string time): the rule checks the values on its own.
      expect(
        changeRoundSettings(state, 'ana', bad as { roundTime: number; endMode: string }, now),
      ).toMatchObject({
        ok: false,
        error: { code: 'invalid-settings' },
      });
    }
  });
});

describe('redraw-letter', () => {
  const starting = () => startGame(makeInput({ rounds: 2 }), T0, firstPick);

  it('gives the round another letter no round has, once, and starts the intro again', () => {
    const state = starting();
    const first = state.rounds[0]!;
    const redrawn = accepted(redrawLetter(state, 'ana', {}, T0 + 1000));
    const round = redrawn.state.rounds[0]!;
    expect(round.letter).not.toBe(first.letter);
    expect(redrawn.state.plan.letters).not.toContain(first.letter);
    expect(redrawn.state.plan.letters[1]).not.toBe(round.letter);
    expect(round.answeringStartsAt).toBe(first.answeringStartsAt + 1000);
    expect(round.answeringEndsAt).toBe(first.answeringEndsAt + 1000);
    expect(redrawn.state.phaseEndsAt).toBe(round.answeringStartsAt);
    expect(redrawn.events).toContainEqual({ type: 'letter-redrawn', round: 1 });
    expect(redrawLetter(redrawn.state, 'ana', {}, T0 + 1500)).toMatchObject({
      ok: false,
      error: { code: 'already-redrawn' },
    });
  });

  it('refuses anyone but the host, once answering began, and when no letter is left', () => {
    const state = starting();
    expect(redrawLetter(state, 'ben', {}, T0)).toMatchObject({ ok: false, error: { code: 'not-host' } });
    const answering = tickUntil(state, 'ANSWERING');
    expect(redrawLetter(answering.state, 'ana', {}, answering.now)).toMatchObject({
      ok: false,
      error: { code: 'wrong-phase' },
    });
    const tight = startGame(makeInput({ rounds: 2, letters: ['A', 'B'] }), T0, firstPick);
    expect(redrawLetter(tight, 'ana', {}, T0)).toMatchObject({
      ok: false,
      error: { code: 'no-letter-left' },
    });
  });
});
