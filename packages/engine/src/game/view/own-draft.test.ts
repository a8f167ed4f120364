import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accepted, answeringGame, roomAt } from '../testing/game-fixtures.ts';
import { withOwnDraft } from './own-draft.ts';
import { playerView } from './player-view.ts';
import { saveAnswer } from '../testing/intent-functions.ts';

const { state: answering, now } = answeringGame();
const categoryIds = answering.rounds[0]?.categories.map((category) => category.id) ?? [];

describe('withOwnDraft', () => {
  it('shows the draft among the viewer’s answers and counts the filled category', () => {
    const view = withOwnDraft(playerView(answering, 'ana', now, roomAt(1)), 'name', 'Anna');
    expect(view.round.yourAnswers.find((answer) => answer.categoryId === 'name')?.text).toBe('Anna');
    expect(view.round.progress.find((entry) => entry.uid === 'ana')?.filled).toBe(1);
    expect(view.round.progress.find((entry) => entry.uid === 'ben')?.filled).toBe(0);
  });

  it('does not count a draft of only invisible characters or punctuation as filled', () => {
    for (const blank of ['\u200B', '\u202E\u200D', '?!']) {
      const view = withOwnDraft(playerView(answering, 'ana', now, roomAt(1)), 'name', blank);
      expect(view.round.progress.find((entry) => entry.uid === 'ana')?.filled).toBe(0);
    }
  });

  it('ends in the view the server would send after the same drafts, whatever was typed', () => {
    const text = fc.oneof(
      fc.constantFrom('', ' ', '\t', 'Ärger', '  a  ', 'A\nB', '-', '.', '\u200B', 'a\u200Db', 'e\u0301'),
      fc.string({ maxLength: 12 }),
    );
    const drafts = fc.array(fc.record({ categoryId: fc.constantFrom(...categoryIds), text }), {
      maxLength: 12,
    });
    fc.assert(
      fc.property(drafts, (typed) => {
        let state = answering;
        let view = playerView(answering, 'ana', now, roomAt(1));
        for (const { categoryId, text: draft } of typed) {
          state = accepted(saveAnswer(state, 'ana', { categoryId, text: draft }, now)).state;
          view = withOwnDraft(view, categoryId, draft);
        }
        expect(view).toEqual(playerView(state, 'ana', now, roomAt(1)));
      }),
    );
  });
});
