import { answersToJudge, type GameState, type RefereeMarkEntry } from '@npat/engine';
import { isRude, judge, knowledgeOf, refereeKey, type LearnedLookup } from '@npat/referee';

/** The (category, referee key) pairs of the answers the referee judges now: what to ask the learning table. */
export function keysToLookUp(game: GameState): { category: string; answerKey: string }[] {
  const { language } = game.settings;
  const seen = new Map<string, { category: string; answerKey: string }>();
  for (const { categoryId, text } of answersToJudge(game)) {
    const answerKey = refereeKey(text, language);
    seen.set(`${categoryId}\u0000${answerKey}`, { category: categoryId, answerKey });
  }
  return [...seen.values()];
}

/**
 * The referee's marks of every answer it judges in the game's current review (none when it is not under
 * review or judged already). The language's knowledge is built on its first use (packages/referee).
 */
export function refereeMarks(game: GameState, learned?: LearnedLookup): RefereeMarkEntry[] {
  const answers = answersToJudge(game);
  if (answers.length === 0) return [];
  const { language } = game.settings;
  const knowledge = knowledgeOf(language);
  const letter = game.rounds[game.rounds.length - 1]?.letter ?? '';
  return answers.map(({ uid, categoryId, text }) => {
    const { verdict, reason } = judge(
      knowledge,
      { language, category: categoryId, letter, answer: text },
      learned,
    );
    return { uid, categoryId, verdict, reason };
  });
}

/**
 * With the rude-answer filter on, the current round's answers in a rude word (packages/referee's lists), to
 * blur on the big screen and in the review; none with the filter off.
 */
export function rudeAnswers(game: GameState): { uid: string; categoryId: string }[] {
  const round = game.rounds[game.rounds.length - 1];
  if (!game.settings.rudeFilter || round === undefined) return [];
  return round.answers
    .filter((answer) => answer.text !== '' && isRude(answer.text, game.settings.language))
    .map(({ uid, categoryId }) => ({ uid, categoryId }));
}
