import { describe, expect, it } from 'vitest';
import { answeringGame } from '../testing/game-fixtures.ts';
import { applyGameIntent } from './apply-intent.ts';
import { saveAnswer } from '../testing/intent-functions.ts';

describe('applyGameIntent', () => {
  const { state, now } = answeringGame();

  it('hands each intent to its rule with its payload', () => {
    const viaDispatch = applyGameIntent(
      state,
      'ana',
      { name: 'game:save-answer', payload: { categoryId: 'name', text: 'Anna' } },
      now,
    );
    expect(viaDispatch).toEqual(saveAnswer(state, 'ana', { categoryId: 'name', text: 'Anna' }, now));
  });

  it('returns the refusal of the rule', () => {
    const refused = applyGameIntent(state, 'ben', { name: 'game:continue', payload: {} }, now);
    expect(refused).toMatchObject({ ok: false, error: { code: 'wrong-phase' } });
  });

  it('includes the phase changes that were due before the intent', () => {
    const deadline = state.rounds[0]!.answeringEndsAt;
    const result = applyGameIntent(state, 'ben', { name: 'game:review-done', payload: {} }, deadline + 1_000);
    expect(result.ok && result.events[0]).toEqual({
      type: 'phase-changed',
      phase: 'REVIEWING',
      round: 1,
      at: deadline + 1_000,
    });
  });
});
