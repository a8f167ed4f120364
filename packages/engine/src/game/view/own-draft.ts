import { isFilledAnswer } from '../../text/normalize.ts';
import { cleanAnswerText } from '../intents/answer-text.ts';
import type { PlayerView } from './player-view.ts';

/**
 * `view` as the server now sees it after the viewer's draft of `text` in `categoryId` was accepted: the
 * text (stored as the engine stores it) among their answers, and their filled count as everyone else
 * sees it. A draft's ack carries no view, so the sender's client keeps its own view up to date with this.
 */
export function withOwnDraft(view: PlayerView, categoryId: string, text: string): PlayerView {
  const stored = cleanAnswerText(text);
  const yourAnswers = view.round.yourAnswers.map((answer) =>
    answer.categoryId === categoryId ? { categoryId, text: stored } : answer,
  );
  const filled = yourAnswers.filter((answer) => isFilledAnswer(answer.text)).length;
  const progress = view.round.progress.map((entry) =>
    entry.uid === view.you ? { ...entry, filled } : entry,
  );
  return { ...view, round: { ...view.round, yourAnswers, progress } };
}
