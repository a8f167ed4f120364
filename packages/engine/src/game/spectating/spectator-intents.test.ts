import { SETTINGS_LIMITS } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { applyGameIntent } from '../intents/apply-intent.ts';
import { ranking } from '../scoring/standings.ts';
import {
  accepted,
  answeringGame,
  reviewingGame,
  roomAt,
  tickUntil,
  withAnswers,
} from '../testing/game-fixtures.ts';
import type { GameState } from '../state.ts';
import { playerView } from '../view/player-view.ts';
import { askToJoin, setSpectatorPresence, stopWatching, watchGame } from './spectator-intents.ts';

const looks = (uid: string) => ({ displayName: `Late ${uid}`, photoURL: `/avatars/${uid}.svg` });
const profile = (uid: string) => ({ ...looks(uid), roomLocked: false, removed: false });

/** `uids` watching `state` at `now`. */
function watchedBy(state: GameState, uids: readonly string[], now: number): GameState {
  return uids.reduce((current, uid) => accepted(watchGame(current, uid, profile(uid), now)).state, state);
}

describe('watching a game', () => {
  it('shows a spectator the letter and everyone’s progress but no answer text before the review', () => {
    const { state, now } = answeringGame();
    const typed = withAnswers(state, { ana: { name: 'Anna' }, ben: { place: 'Athens' } }, now);
    const watched = watchedBy(typed, ['zoe'], now);
    const view = playerView(watched, 'zoe', now, roomAt(2));
    expect(view).toMatchObject({ watching: true, lateJoinRefusal: null, round: { letter: 'A' } });
    expect(view.spectators).toEqual([{ uid: 'zoe', ...looks('zoe'), joinsNextRound: false }]);
    expect(view.round.progress.find((each) => each.uid === 'ana')?.filled).toBe(1);
    expect(JSON.stringify(view)).not.toContain('Anna');
    expect(JSON.stringify(view)).not.toContain('Athens');
    expect(playerView(watched, 'ana', now, roomAt(2))).toMatchObject({
      watching: false,
      lateJoinRefusal: 'already-playing',
    });
  });

  it('shows the spectator every answer once the review begins', () => {
    const { state, now } = reviewingGame({ ana: { name: 'Anna' } });
    const view = playerView(watchedBy(state, ['zoe'], now), 'zoe', now, roomAt(3));
    expect(JSON.stringify(view.round.review)).toContain('Anna');
  });

  it('lets at most the limit watch at once; one who goes frees a place', () => {
    const { state, now } = answeringGame();
    const uids = Array.from({ length: SETTINGS_LIMITS.spectators }, (_, index) => `s${index}`);
    const full = watchedBy(state, uids, now);
    expect(watchGame(full, 'late', profile('late'), now)).toMatchObject({
      ok: false,
      error: { code: 'spectators-full' },
    });
    const oneAway = accepted(setSpectatorPresence(full, 's0', false, now)).state;
    expect(playerView(oneAway, 'ana', now, roomAt(4)).spectators).toHaveLength(uids.length - 1);
    expect(watchGame(oneAway, 'late', profile('late'), now).ok).toBe(true);
  });

  it('refuses a spectator every player’s action', () => {
    const { state, now } = answeringGame();
    const watched = watchedBy(state, ['zoe'], now);
    const attempts = [
      { name: 'game:save-answer', payload: { categoryId: 'name', text: 'Axe' } },
      { name: 'game:stop', payload: {} },
      { name: 'game:done', payload: {} },
      { name: 'game:end', payload: {} },
    ] as const;
    for (const intent of attempts) {
      expect(applyGameIntent(watched, 'zoe', intent, now)).toMatchObject({
        ok: false,
        error: { code: 'not-a-player' },
      });
    }
  });

  it('turns away someone the host removed, and anyone new once the room is locked', () => {
    const { state, now } = answeringGame();
    expect(watchGame(state, 'zoe', { ...profile('zoe'), removed: true }, now)).toMatchObject({
      ok: false,
      error: { code: 'removed-by-host' },
    });
    expect(watchGame(state, 'zoe', { ...profile('zoe'), roomLocked: true }, now)).toMatchObject({
      ok: false,
      error: { code: 'room-locked' },
    });
    const watched = accepted(setSpectatorPresence(watchedBy(state, ['zoe'], now), 'zoe', false, now)).state;
    expect(watchGame(watched, 'zoe', { ...profile('zoe'), roomLocked: true }, now).ok).toBe(true);
  });

  it('never makes a player a spectator of their own game', () => {
    const { state, now } = answeringGame();
    expect(watchGame(state, 'ana', profile('ana'), now)).toMatchObject({
      ok: false,
      error: { code: 'already-playing' },
    });
  });
});

describe('joining late', () => {
  it('seats a spectator who asked from the next round, scoring nothing for the round missed', () => {
    const { state, now } = reviewingGame({ ana: { name: 'Anna' }, ben: { name: 'Abe' } }, { rounds: 2 });
    const asked = accepted(askToJoin(watchedBy(state, ['zoe'], now), 'zoe', true, now)).state;
    expect(asked.players.map((player) => player.uid)).not.toContain('zoe');
    const second = tickUntil(asked, 'ANSWERING');
    expect(second.state.currentRound).toBe(2);
    expect(second.state.players.at(-1)).toMatchObject({ uid: 'zoe', connected: true, left: false });
    expect(second.state.spectators).toEqual([]);
    expect(second.state.lateJoiners).toEqual([{ uid: 'zoe', fromRound: 2 }]);

    const typed = withAnswers(second.state, { zoe: { name: 'Bea' } }, second.now);
    const done = tickUntil(typed, 'FINAL_RESULTS').state;
    const zoe = ranking(done).find((standing) => standing.uid === 'zoe');
    expect(zoe?.total).toBe(10);
    expect(done.rounds[0]?.scores?.some((score) => score.uid === 'zoe')).toBe(false);
  });

  it('refuses a seat when the host turned late join off', () => {
    const { state, now } = answeringGame({ lateJoin: false });
    const watched = watchedBy(state, ['zoe'], now);
    expect(askToJoin(watched, 'zoe', true, now)).toMatchObject({
      ok: false,
      error: { code: 'late-join-off' },
    });
    expect(playerView(watched, 'zoe', now, roomAt(2)).lateJoinRefusal).toBe('late-join-off');
  });

  it('refuses a seat when every seat is taken, counting seats already promised', () => {
    const { state, now } = answeringGame({ maxPlayers: 4 });
    const asked = accepted(askToJoin(watchedBy(state, ['zoe', 'yan'], now), 'zoe', true, now)).state;
    expect(askToJoin(asked, 'yan', true, now)).toMatchObject({ ok: false, error: { code: 'no-seat-free' } });
    const zoeGone = accepted(stopWatching(asked, 'zoe', now)).state;
    expect(askToJoin(zoeGone, 'yan', true, now).ok).toBe(true);
  });

  it('refuses a seat in the last round, when no round is left to join', () => {
    const { state, now } = answeringGame({ rounds: 1 });
    expect(askToJoin(watchedBy(state, ['zoe'], now), 'zoe', true, now)).toMatchObject({
      ok: false,
      error: { code: 'no-round-left' },
    });
  });

  it('lets a spectator take the request back before the round begins', () => {
    const { state, now } = answeringGame();
    const asked = accepted(askToJoin(watchedBy(state, ['zoe'], now), 'zoe', true, now)).state;
    const back = accepted(askToJoin(asked, 'zoe', false, now)).state;
    expect(tickUntil(back, 'ROUND_STARTING').state.players.map((player) => player.uid)).not.toContain('zoe');
  });

  it('refuses a player’s request to join their own game', () => {
    const { state, now } = answeringGame();
    expect(askToJoin(state, 'ana', true, now)).toMatchObject({
      ok: false,
      error: { code: 'already-playing' },
    });
  });
});
