import { describe, expect, it } from 'vitest';
import { ranking } from '../scoring/standings.ts';
import { startGame } from '../start-game.ts';
import {
  T0,
  accepted,
  answeringGame,
  firstPick,
  makeInput,
  reviewingGame,
  tickUntil,
} from '../testing/game-fixtures.ts';
import { leaveGame, leaveResults, markDone, saveAnswer, setPresence } from '../testing/intent-functions.ts';

describe('set-presence', () => {
  const { state, now } = answeringGame();

  it('marks a player away and back', () => {
    const away = accepted(setPresence(state, 'ben', { connected: false }, now));
    expect(away.events).toEqual([{ type: 'presence-changed', uid: 'ben', connected: false }]);
    const back = accepted(setPresence(away.state, 'ben', { connected: true }, now)).state;
    expect(back.players.find((p) => p.uid === 'ben')?.connected).toBe(true);
  });

  it('changes nothing when the presence is already so', () => {
    expect(accepted(setPresence(state, 'ben', { connected: true }, now)).events).toEqual([]);
  });

  it('keeps an away player’s answers', () => {
    const typed = accepted(saveAnswer(state, 'ben', { categoryId: 'name', text: 'Ben' }, now)).state;
    const away = accepted(setPresence(typed, 'ben', { connected: false }, now)).state;
    expect(away.rounds[0]?.answers).toEqual(typed.rounds[0]?.answers);
  });
});

describe('leave-game', () => {
  it('keeps the points of a player who leaves on the board', () => {
    const reviewing = reviewingGame({ ben: { name: 'Alex' } });
    const results = tickUntil(reviewing.state, 'ROUND_RESULTS');
    const left = accepted(leaveGame(results.state, 'ben', {}, results.now)).state;
    expect(ranking(left)[0]).toEqual({ uid: 'ben', total: 10, place: 1 });
    expect(left.players.find((p) => p.uid === 'ben')).toMatchObject({ left: true, connected: false });
  });

  it('passes host to the lowest slot still in the game', () => {
    const { state, now } = answeringGame();
    const left = accepted(leaveGame(state, 'ana', {}, now));
    expect(left.state.hostUid).toBe('ben');
    expect(left.events).toContainEqual({ type: 'host-changed', uid: 'ben' });
  });

  it('no longer waits for a player who left', () => {
    const { state, now } = answeringGame();
    const done = accepted(markDone(accepted(markDone(state, 'ana', {}, now)).state, 'ben', {}, now)).state;
    expect(accepted(leaveGame(done, 'cy', {}, now)).state.phase).toBe('REVIEWING');
  });

  it('refuses every intent of a player who left', () => {
    const { state, now } = answeringGame();
    const left = accepted(leaveGame(state, 'cy', {}, now)).state;
    const result = saveAnswer(left, 'cy', { categoryId: 'name', text: 'Cy' }, now);
    expect(result).toMatchObject({ ok: false, error: { code: 'player-left' } });
  });

  it('goes to the final results when only one player is left, without the unplayed round', () => {
    const { state, now } = answeringGame();
    const typed = accepted(saveAnswer(state, 'cy', { categoryId: 'name', text: 'Cy' }, now)).state;
    const one = accepted(leaveGame(typed, 'ana', {}, now)).state;
    expect(one.phase).toBe('ANSWERING');
    const alone = accepted(leaveGame(one, 'ben', {}, now + 1));
    expect(alone.state).toMatchObject({ phase: 'FINAL_RESULTS', finalResultsAt: now + 1, hostUid: 'cy' });
    expect(alone.state.rounds[0]?.scores).toBeNull();
    expect(ranking(alone.state).map(({ total }) => total)).toEqual([0, 0, 0]);
    expect(alone.events).toContainEqual({
      type: 'phase-changed',
      phase: 'FINAL_RESULTS',
      round: 1,
      at: now + 1,
    });
  });

  it('scores a revealed round when the last but one player leaves its review', () => {
    const { state, now } = reviewingGame({ ben: { name: 'Alex' } });
    const one = accepted(leaveGame(state, 'ana', {}, now)).state;
    const alone = accepted(leaveGame(one, 'cy', {}, now));
    expect(alone.state.phase).toBe('FINAL_RESULTS');
    expect(alone.events).toContainEqual({ type: 'round-scored', round: 1 });
    expect(ranking(alone.state)[0]).toEqual({ uid: 'ben', total: 10, place: 1 });
  });

  it('completes the game when the last player leaves', () => {
    let state = startGame(makeInput(), T0, firstPick);
    for (const uid of ['ana', 'ben', 'cy']) state = accepted(leaveGame(state, uid, {}, T0 + 1)).state;
    expect(state.phase).toBe('GAME-COMPLETED');
    expect(state.completedAt).toBe(T0 + 1);
  });
});

describe('leave-results', () => {
  const final = tickUntil(startGame(makeInput({ rounds: 1 }), T0, firstPick), 'FINAL_RESULTS');

  it('completes the game when the last player leaves the result screen', () => {
    const one = accepted(leaveResults(final.state, 'ana', {}, final.now)).state;
    const two = accepted(leaveResults(one, 'ben', {}, final.now)).state;
    expect(two.phase).toBe('FINAL_RESULTS');
    expect(accepted(leaveResults(two, 'cy', {}, final.now)).state.phase).toBe('GAME-COMPLETED');
  });

  it('is refused before the final results', () => {
    const { state, now } = answeringGame();
    expect(leaveResults(state, 'ana', {}, now)).toMatchObject({ ok: false, error: { code: 'wrong-phase' } });
  });
});
