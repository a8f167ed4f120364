import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advance } from '../advance.ts';
import { currentRoundOf } from '../current-round.ts';
import type { GameState } from '../state.ts';
import { comparisonKey } from '../../text/normalize.ts';
import { PLAYER_UIDS, answeringGame, tickUntil, roomAt } from '../testing/game-fixtures.ts';
import { playerView } from './player-view.ts';
import { nextRound, saveAnswer, setPresence } from '../testing/intent-functions.ts';

/**
 * Texts that cannot appear in a view by chance: letters no name, id or phase contains, at least 8 of
 * them. Their comparison keys (plain a, e, i, …) are searched for too, so a leak of a derived key counts.
 */
const secretText = fc.string({ unit: fc.constantFrom(...'ĀĒĪŌŪŽŠČĶĻŅ'), minLength: 8, maxLength: 40 });
const escaped = (text: string) => JSON.stringify(text).slice(1, -1);

interface TypingStep {
  player: number;
  category: number;
  text: string;
  atMs: number;
  away: boolean;
}

/** Each player types a secret in a random category at a random time; some go away. */
const typing: fc.Arbitrary<TypingStep[]> = fc.array(
  fc.record({
    player: fc.nat({ max: 2 }),
    category: fc.nat({ max: 4 }),
    text: secretText,
    atMs: fc.integer({ min: 0, max: 80_000 }),
    away: fc.boolean(),
  }),
  { minLength: 1, maxLength: 12 },
);

/** Plays the typing into the current round, checking every view after every step. */
function typeAndCheck(start: GameState, startNow: number, steps: readonly TypingStep[]): void {
  let state = start;
  const secrets = new Map<string, string[]>();
  for (const step of [...steps].sort((a, b) => a.atMs - b.atMs)) {
    const uid = PLAYER_UIDS[step.player]!;
    const now = startNow + step.atMs;
    const round = currentRoundOf(state);
    const categoryId = round.categories[step.category % round.categories.length]!.id;
    const saved = saveAnswer(state, uid, { categoryId, text: step.text }, now);
    state = saved.ok ? saved.state : advance(state, now).state;
    if (saved.ok) secrets.set(uid, [...(secrets.get(uid) ?? []), step.text]);
    const presence = step.away ? setPresence(state, uid, { connected: false }, now) : null;
    if (presence?.ok) state = presence.state;
    if (state.phase !== 'ROUND_STARTING' && state.phase !== 'ANSWERING') return;
    for (const viewer of [...PLAYER_UIDS, 'outsider']) {
      const json = JSON.stringify(playerView(state, viewer, now, roomAt(1)));
      for (const [author, texts] of secrets) {
        if (author === viewer) continue;
        for (const text of texts) {
          expect(json).not.toContain(escaped(text));
          expect(json).not.toContain(escaped(comparisonKey(text)));
        }
      }
    }
  }
}

describe('playerView before REVIEWING', () => {
  it('never contains another player’s answer text in round 1', () => {
    fc.assert(
      fc.property(typing, (steps) => {
        const { state, now } = answeringGame();
        typeAndCheck(state, now, steps);
      }),
      { numRuns: 200 },
    );
  });

  it('never contains another player’s answer text in a later round', () => {
    fc.assert(
      fc.property(typing, (steps) => {
        const results = tickUntil(answeringGame().state, 'ROUND_RESULTS');
        const next = nextRound(results.state, 'ana', {}, results.now);
        if (!next.ok) throw new Error(next.error.code);
        const answering = tickUntil(next.state, 'ANSWERING');
        typeAndCheck(answering.state, answering.now, steps);
      }),
      { numRuns: 100 },
    );
  });
});
