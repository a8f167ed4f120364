import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentRoundOf } from '../current-round.ts';
import type { GameErrorCode } from '../errors.ts';
import type { GameState } from '../state.ts';
import { accepted, answeringGame, reviewingGame, tickUntil } from '../testing/game-fixtures.ts';
import { gameArbitrary, playRandomGame } from '../testing/random-game.ts';
import { allowedOf, allowedIntents } from '../view/allowed-intents.ts';
import { applyGameIntent, applyTableIntent } from './apply-intent.ts';
import type { MoveTable } from './game-moves.ts';
import type { IntentRule } from './run-intent.ts';

/** A made-up intent: the player waves, once per round (`payload.times` times). */
const wave: IntentRule<{ times: number }> = (draft, actor, { times }, _now, events) => {
  if (times < 1) return 'invalid-settings';
  currentRoundOf(draft).done.push(actor.uid);
  events.push({ type: 'player-done', uid: actor.uid });
  return null;
};

type FixturePayloads = { 'test:wave': { times: number }; 'test:host-wave': { times: number } };

/** A table of two made-up intents, registered exactly as the game's own are. */
const FIXTURE_MOVES: MoveTable<keyof FixturePayloads, FixturePayloads> = {
  'test:wave': {
    by: 'player',
    phases: ['ANSWERING'],
    lateIn: ['REVIEWING'],
    precondition: (state, actor) =>
      currentRoundOf(state).done.includes(actor.uid) ? 'already-stopped' : null,
    rule: wave,
  },
  'test:host-wave': { by: 'host', phases: ['ANSWERING'], rule: wave },
};

describe('an intent added as one table entry plus its rule', () => {
  const { state, now } = answeringGame();
  const send = (game: GameState, uid: string, name: keyof FixturePayloads, times = 1) =>
    applyTableIntent(FIXTURE_MOVES, game, uid, { name, payload: { times } }, now);

  it('runs its rule once the table’s checks pass, and refuses with the rule’s own code', () => {
    const waved = accepted(send(state, 'ben', 'test:wave'));
    expect(waved.events).toEqual([{ type: 'player-done', uid: 'ben' }]);
    expect(currentRoundOf(waved.state).done).toEqual(['ben']);
    expect(currentRoundOf(state).done).toEqual([]);
    expect(send(state, 'ben', 'test:wave', 0)).toMatchObject({ error: { code: 'invalid-settings' } });
  });

  it('is refused from the table: its precondition, the host, a stranger, the phase and lateness', () => {
    const waved = accepted(send(state, 'ben', 'test:wave')).state;
    const codeOf = (result: ReturnType<typeof send>) => (result.ok ? 'ok' : result.error.code);
    expect(codeOf(send(waved, 'ben', 'test:wave'))).toBe('already-stopped');
    expect(codeOf(send(state, 'ben', 'test:host-wave'))).toBe('not-host');
    expect(codeOf(send(state, 'ana', 'test:host-wave'))).toBe('ok');
    expect(codeOf(send(state, 'zoe', 'test:wave'))).toBe('not-a-player');
    const reviewing = reviewingGame({}).state;
    expect(codeOf(applyTableIntent(FIXTURE_MOVES, reviewing, 'ben', wavePayload('test:wave'), now))).toBe(
      'too-late',
    );
    expect(
      codeOf(applyTableIntent(FIXTURE_MOVES, reviewing, 'ana', wavePayload('test:host-wave'), now)),
    ).toBe('wrong-phase');
  });

  it('is listed as allowed exactly when the table’s checks pass', () => {
    expect(allowedOf(FIXTURE_MOVES, state, 'ana')).toEqual(['test:wave', 'test:host-wave']);
    expect(allowedOf(FIXTURE_MOVES, state, 'ben')).toEqual(['test:wave']);
    const waved = accepted(send(state, 'ben', 'test:wave')).state;
    expect(allowedOf(FIXTURE_MOVES, waved, 'ben')).toEqual([]);
    expect(allowedOf(FIXTURE_MOVES, state, 'zoe')).toEqual([]);
    expect(allowedOf(FIXTURE_MOVES, reviewingGame({}).state, 'ana')).toEqual([]);
  });
});

function wavePayload(name: keyof FixturePayloads) {
  return { name, payload: { times: 1 } };
}

/** Intents without a payload: applying one tells whether the table lets it through. */
const EMPTY = [
  'game:done',
  'game:stop',
  'game:review-done',
  'game:continue',
  'game:next-round',
  'game:leave',
  'game:leave-results',
  'game:end',
  'game:redraw-letter',
] as const;

/**
 * The refusals the table makes; any other comes from a rule, after `allowed` was right to offer it (STOP's
 * own `too-late` in the last second of grace, for one, is left out: the table's comes only after the phase).
 */
const TABLE_REFUSALS: GameErrorCode[] = [
  'wrong-phase',
  'not-host',
  'not-a-player',
  'player-left',
  'already-stopped',
  'already-redrawn',
  'not-fastest-finger',
  'already-playing',
];

describe('allowed in a view', () => {
  it('lists a payload-free intent exactly when the engine takes it, at every step of random games', () => {
    fc.assert(
      fc.property(gameArbitrary, (game) => {
        playRandomGame(game, (state, now) => {
          const viewers = [...state.players.map((p) => p.uid), ...state.spectators.map((s) => s.uid)];
          for (const uid of viewers) {
            const allowed = allowedIntents(state, uid);
            for (const name of EMPTY) {
              const result = applyGameIntent(state, uid, { name, payload: {} }, now);
              if (allowed.includes(name)) {
                expect(result.ok ? null : result.error.code, name).not.toBeOneOf(TABLE_REFUSALS);
              } else expect(result.ok, name).toBe(false);
            }
          }
        });
      }),
      { numRuns: 8 },
    );
  });

  it('gives the host Continue in the review and the others only their own Done', () => {
    const { state } = reviewingGame({});
    expect(allowedIntents(state, 'ana')).toContain('game:continue');
    expect(allowedIntents(state, 'ben')).not.toContain('game:continue');
    expect(allowedIntents(state, 'ben')).toContain('game:review-done');
  });

  it('offers the host one redraw per round, none under letter by vote', () => {
    const { state, now } = tickUntil(answeringGame().state, 'ROUND_RESULTS');
    const next = accepted(applyGameIntent(state, 'ana', { name: 'game:next-round', payload: {} }, now)).state;
    expect(next.phase).toBe('ROUND_STARTING');
    expect(allowedIntents(next, 'ana')).toContain('game:redraw-letter');
    expect(allowedIntents(next, 'ben')).not.toContain('game:redraw-letter');
    const redrawn = { ...next, plan: { ...next.plan, redrawnRounds: [next.currentRound] } };
    expect(allowedIntents(redrawn, 'ana')).not.toContain('game:redraw-letter');
    const byVote = { ...next, settings: { ...next.settings, letterVote: true } };
    expect(allowedIntents(byVote, 'ana')).not.toContain('game:redraw-letter');
  });
});
