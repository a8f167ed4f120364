import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyGameIntent } from './intents/apply-intent.ts';
import { savedDraft, withAnswerDrafts, type AnswerDraft } from './answer-drafts.ts';
import { accepted, answeringGame, PLAYER_UIDS } from './testing/game-fixtures.ts';
import type { GameState } from './state.ts';

const { state: answering, now } = answeringGame();
const categoryIds = answering.rounds[0]?.categories.map((category) => category.id) ?? [];

/** What a table of drafts keyed by player and category holds: the last save of each, in save order. */
function storedRows(saves: readonly AnswerDraft[]): AnswerDraft[] {
  const rows = new Map<string, { draft: AnswerDraft; order: number }>();
  saves.forEach((draft, order) => rows.set(`${draft.uid}/${draft.categoryId}`, { draft, order }));
  return [...rows.values()].sort((a, b) => a.order - b.order).map((row) => row.draft);
}

/** Saves each draft through the engine, collecting the draft every accepted change leaves. */
function saveAll(state: GameState, typed: readonly { uid: string; categoryId: string; text: string }[]) {
  const saves: AnswerDraft[] = [];
  for (const { uid, categoryId, text } of typed) {
    const result = accepted(
      applyGameIntent(state, uid, { name: 'game:save-answer', payload: { categoryId, text } }, now),
    );
    if (result.events.length === 0) continue;
    state = result.state;
    const draft = savedDraft(state, uid, categoryId);
    if (draft !== undefined) saves.push(draft);
  }
  return { state, saves };
}

describe('answer drafts', () => {
  it('is the cleaned text the state holds for the player, in the current round', () => {
    const { state } = saveAll(answering, [{ uid: 'ana', categoryId: 'name', text: 'An\tna' }]);
    const expected = { round: 1, uid: 'ana', categoryId: 'name', text: 'An na' };
    expect(savedDraft(state, 'ana', 'name')).toEqual(expected);
    expect(savedDraft(state, 'ben', 'name')?.text).toBe('');
  });

  it('gives back the very state the saves made, from the state before them and the stored rows', () => {
    const typing = fc.record({
      uid: fc.constantFrom(...PLAYER_UIDS),
      categoryId: fc.constantFrom(...categoryIds),
      text: fc.oneof(fc.constantFrom('', ' ', 'Anna', 'anna', 'Ärger', 'A  b'), fc.string({ maxLength: 8 })),
    });
    fc.assert(
      fc.property(
        fc.array(typing, { maxLength: 10 }),
        fc.array(typing, { maxLength: 20 }),
        (before, after) => {
          const written = saveAll(answering, before).state;
          const { state, saves } = saveAll(written, after);
          expect(withAnswerDrafts(written, storedRows(saves))).toEqual(state);
        },
      ),
    );
  });

  it('never changes the state it is given, and leaves other rounds alone', () => {
    const copy = JSON.parse(JSON.stringify(answering)) as GameState;
    const drafts = [
      { round: 1, uid: 'ana', categoryId: 'name', text: 'Anna' },
      { round: 7, uid: 'ana', categoryId: 'name', text: 'Otto' },
    ];
    const next = withAnswerDrafts(answering, drafts);
    expect(answering).toEqual(copy);
    expect(next.rounds[0]?.answers).toEqual([{ uid: 'ana', categoryId: 'name', text: 'Anna' }]);
    expect(withAnswerDrafts(answering, [])).toBe(answering);
  });
});
