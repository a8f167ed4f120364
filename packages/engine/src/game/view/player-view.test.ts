import { describe, expect, it } from 'vitest';
import {
  accepted,
  answeringGame,
  reviewingGame,
  tickUntil,
  withAnswers,
  roomAt,
} from '../testing/game-fixtures.ts';
import { playerView, roundProgress } from './player-view.ts';
import { challenge, markDone } from '../testing/intent-functions.ts';

const typed = { ana: { name: 'Annabelle' }, ben: { name: 'Alexander', place: 'Antwerp' } };

describe('playerView while answering', () => {
  const { state: answering, now } = answeringGame();
  const state = withAnswers(answering, typed, now);

  it('shows the player their own drafts, one per category', () => {
    const view = playerView(state, 'ben', now, roomAt(1));
    expect(view.round.yourAnswers.slice(0, 3)).toEqual([
      { categoryId: 'name', text: 'Alexander' },
      { categoryId: 'place', text: 'Antwerp' },
      { categoryId: 'animal', text: '' },
    ]);
  });

  it('never shows another player’s text, only how many categories they filled', () => {
    const json = JSON.stringify(playerView(state, 'ana', now, roomAt(1)));
    expect(json).not.toContain('Alexander');
    expect(json).not.toContain('Antwerp');
    expect(playerView(state, 'ana', now, roomAt(1)).round.progress).toEqual([
      { uid: 'ana', filled: 1, done: false },
      { uid: 'ben', filled: 2, done: false },
      { uid: 'cy', filled: 0, done: false },
    ]);
  });

  it('tells the progress every view shows without building a view', () => {
    expect(roundProgress(state)).toEqual(playerView(state, 'cy', now, roomAt(1)).round.progress);
  });

  it('shows who pressed Done', () => {
    const done = accepted(markDone(state, 'cy', {}, now)).state;
    expect(playerView(done, 'ana', now, roomAt(1)).round.progress[2]).toEqual({
      uid: 'cy',
      filled: 0,
      done: true,
    });
  });

  it('shows someone who is not a player no answers at all', () => {
    const json = JSON.stringify(playerView(state, 'mallory', now, roomAt(1)));
    expect(json).not.toContain('Annabelle');
    expect(json).not.toContain('Alexander');
  });

  it('never shows the letters of later rounds', () => {
    const view = playerView(state, 'ana', now, roomAt(1));
    expect(Object.keys(view)).not.toContain('plan');
    expect(JSON.stringify(view)).not.toContain('"B"');
  });

  it('carries the server time, its room and version, and the deadline to count down to', () => {
    const view = playerView(state, 'ana', now + 5, roomAt(42));
    expect(view.serverNow).toBe(now + 5);
    expect(view).toMatchObject({ roomId: 'room-1', version: 42 });
    expect(view.round.deadline).toBe(state.rounds[0]?.answeringEndsAt);
    expect(view.round.letter).toBe('A');
  });
});

describe('playerView from REVIEWING on', () => {
  const { state, now } = reviewingGame({ ...typed, cy: { name: 'Alexandr' } });

  it('shows every answer with its marks, groups and suggestions', () => {
    const name = playerView(state, 'ana', now, roomAt(1)).round.review?.categories[0];
    expect(name?.answers.map((a) => [a.uid, a.text, a.mark])).toEqual([
      ['ana', 'Annabelle', 'ok'],
      ['ben', 'Alexander', 'ok'],
      ['cy', 'Alexandr', 'ok'],
    ]);
    expect(name?.suggestions).toEqual([['ben', 'cy']]);
  });

  it('shows live challenge tallies and the viewer’s own votes', () => {
    const challenged = accepted(challenge(state, 'cy', { authorUid: 'ana', categoryId: 'name' }, now)).state;
    const annabelle = playerView(challenged, 'cy', now, roomAt(1)).round.review?.categories[0]?.answers[0];
    expect(annabelle).toMatchObject({
      challengers: ['cy'],
      challengesNeeded: 2,
      rejected: false,
      challengedByYou: true,
    });
    expect(
      playerView(challenged, 'ben', now, roomAt(1)).round.review?.categories[0]?.answers[0]?.challengedByYou,
    ).toBe(false);
  });

  it('says which members of a group Split may take out: those a join brought in, not the same ones', () => {
    const places = { ana: { place: 'Abu Dhabi' }, ben: { place: 'Abu-Dhabi' }, cy: { place: 'abu dhabi' } };
    const grouped = reviewingGame(places);
    const place = playerView(grouped.state, 'ana', grouped.now, roomAt(1)).round.review?.categories[1];
    expect(place?.groups).toEqual([['ana', 'ben', 'cy']]);
    expect(place?.splittable).toEqual(['ben']);
  });

  it('shows the round’s table with points once the review has ended', () => {
    const results = tickUntil(state, 'ROUND_RESULTS');
    const view = playerView(results.state, 'ana', results.now, roomAt(1));
    expect(view.round.review).toBeNull();
    expect(view.results[0]?.players[1]?.answers[0]).toMatchObject({ text: 'Alexander', points: 10 });
    expect(view.standings[0]).toEqual({ uid: 'ben', total: 20, place: 1 });
  });
});
