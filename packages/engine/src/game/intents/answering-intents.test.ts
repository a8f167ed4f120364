import { describe, expect, it } from 'vitest';
import { startGame } from '../start-game.ts';
import { T0, accepted, answeringGame, firstPick, makeInput, withAnswers } from '../testing/game-fixtures.ts';
import { markDone, saveAnswer, setPresence } from '../testing/intent-functions.ts';

describe('save-answer', () => {
  const { state, now } = answeringGame();
  const deadline = state.rounds[0]!.answeringEndsAt;

  it('keeps the player’s draft for the category', () => {
    const saved = accepted(saveAnswer(state, 'ana', { categoryId: 'name', text: 'Anna' }, now));
    expect(saved.state.rounds[0]?.answers).toEqual([{ uid: 'ana', categoryId: 'name', text: 'Anna' }]);
    expect(saved.events).toEqual([{ type: 'answer-saved', uid: 'ana', categoryId: 'name' }]);
  });

  it('replaces the earlier draft and clears the answer when the text is empty', () => {
    const typed = withAnswers(state, { ana: { name: 'An', place: 'Athens' } }, now);
    const retyped = withAnswers(typed, { ana: { name: 'Anna', place: '' } }, now);
    expect(retyped.rounds[0]?.answers).toEqual([{ uid: 'ana', categoryId: 'name', text: 'Anna' }]);
  });

  it('never changes the state it is given', () => {
    const copy = JSON.parse(JSON.stringify(state)) as typeof state;
    saveAnswer(state, 'ana', { categoryId: 'name', text: 'Anna' }, now);
    expect(state).toEqual(copy);
  });

  it('accepts an answer until 1 second after the deadline', () => {
    expect(saveAnswer(state, 'ana', { categoryId: 'name', text: 'Anna' }, deadline + 999).ok).toBe(true);
  });

  it('refuses an answer 1 second or more after the deadline', () => {
    const late = saveAnswer(state, 'ana', { categoryId: 'name', text: 'Anna' }, deadline + 1_000);
    expect(late).toMatchObject({ ok: false, error: { code: 'too-late' } });
  });

  it('refuses answers during the 3-2-1 before answering opens', () => {
    const starting = startGame(makeInput(), T0, firstPick);
    const early = saveAnswer(starting, 'ana', { categoryId: 'name', text: 'Anna' }, T0 + 2_999);
    expect(early).toMatchObject({ ok: false, error: { code: 'wrong-phase' } });
  });

  it('refuses a category that is not played this round', () => {
    const result = saveAnswer(state, 'ana', { categoryId: 'ben-1', text: 'Anna' }, now);
    expect(result).toMatchObject({ ok: false, error: { code: 'unknown-category' } });
  });

  it('refuses an answer longer than 40 characters but accepts 40 accented ones', () => {
    const tooLong = saveAnswer(state, 'ana', { categoryId: 'name', text: 'a'.repeat(41) }, now);
    expect(tooLong).toMatchObject({ ok: false, error: { code: 'answer-too-long' } });
    expect(saveAnswer(state, 'ana', { categoryId: 'name', text: 'Ö'.repeat(40) }, now).ok).toBe(true);
  });

  it('stores a pasted line break as a space', () => {
    const saved = accepted(saveAnswer(state, 'ana', { categoryId: 'name', text: 'Ann\na' }, now));
    expect(saved.state.rounds[0]?.answers[0]?.text).toBe('Ann a');
  });

  it('refuses someone who is not a player', () => {
    const result = saveAnswer(state, 'mallory', { categoryId: 'name', text: 'Anna' }, now);
    expect(result).toMatchObject({ ok: false, error: { code: 'not-a-player' } });
  });

  it('still accepts a draft after the player pressed Done', () => {
    const done = accepted(markDone(state, 'ana', {}, now)).state;
    expect(saveAnswer(done, 'ana', { categoryId: 'name', text: 'Anna' }, now).ok).toBe(true);
  });
});

describe('mark-done', () => {
  const { state, now } = answeringGame();

  it('ends the round at once when every connected player is done', () => {
    const twoDone = accepted(markDone(accepted(markDone(state, 'ana', {}, now)).state, 'ben', {}, now)).state;
    expect(twoDone.phase).toBe('ANSWERING');
    const allDone = accepted(markDone(twoDone, 'cy', {}, now + 5));
    expect(allDone.state.phase).toBe('REVIEWING');
    expect(allDone.state.rounds[0]?.answersClosedAt).toBe(now + 5);
  });

  it('does not wait for players who are away', () => {
    const cyAway = accepted(setPresence(state, 'cy', { connected: false }, now)).state;
    const done = accepted(markDone(accepted(markDone(cyAway, 'ana', {}, now)).state, 'ben', {}, now));
    expect(done.state.phase).toBe('REVIEWING');
  });

  it('ends the round when the last player still being waited for goes away', () => {
    const done = accepted(markDone(accepted(markDone(state, 'ana', {}, now)).state, 'ben', {}, now)).state;
    expect(accepted(setPresence(done, 'cy', { connected: false }, now)).state.phase).toBe('REVIEWING');
  });

  it('keeps the round running when everyone is away, as after a server restart', () => {
    let away = state;
    for (const uid of ['ana', 'ben', 'cy'])
      away = accepted(setPresence(away, uid, { connected: false }, now)).state;
    expect(away.phase).toBe('ANSWERING');
  });

  it('changes nothing when pressed twice', () => {
    const once = accepted(markDone(state, 'ana', {}, now)).state;
    const twice = accepted(markDone(once, 'ana', {}, now));
    expect(twice.state).toEqual(once);
    expect(twice.events).toEqual([]);
  });
});
