import { isGameLanguage, type GameLanguage } from '@npat/protocol';
import { knowledgeOf } from '../src/load-knowledge.ts';
import { refereeKey } from '../src/referee-key.ts';
import { judge, type LearnedLookup, type RefereeQuery, type RefereeVerdict } from '../src/verdict.ts';

/** A round's category and an answer's referee key, whose learned counts a check needs. */
export interface LearnedPair {
  readonly category: string;
  readonly key: string;
}

/**
 * Where `check` finds what finished reviews decided (docs/referee.md#learning-from-play): asked once per
 * language with every pair of the input in that language, so a whole input costs one question per language.
 */
export type LearnedSource = (language: GameLanguage, pairs: readonly LearnedPair[]) => Promise<LearnedLookup>;

/** What is wrong with a line that is no query. */
export interface LineError {
  readonly error: string;
}

/** The answer to each JSON line, in order: the referee's verdict, or what is wrong with the line. */
export async function checkLines(
  lines: readonly string[],
  learned?: LearnedSource,
): Promise<(RefereeVerdict | LineError)[]> {
  const queries = lines.map(queryOf);
  const lookups = learned ? await lookupsOf(queries.filter(isQuery), learned) : new Map();
  return queries.map((query) =>
    isQuery(query) ? judge(knowledgeOf(query.language), query, lookups.get(query.language)) : query,
  );
}

function queryOf(line: string): RefereeQuery | LineError {
  let query: unknown;
  try {
    query = JSON.parse(line);
  } catch {
    return { error: 'not JSON' };
  }
  if (typeof query !== 'object' || query === null) return { error: 'not an object' };
  const { language, category, letter, answer } = query as Record<string, unknown>;
  if (!isGameLanguage(language)) return { error: 'language must be one of en, de, fr, es, it, tr' };
  if (typeof category !== 'string' || typeof letter !== 'string' || typeof answer !== 'string') {
    return { error: 'category, letter and answer must be strings' };
  }
  return { language, category, letter, answer };
}

function isQuery(query: RefereeQuery | LineError): query is RefereeQuery {
  return !('error' in query);
}

/** One lookup per language of the queries, each over the pairs of that language's lines. */
async function lookupsOf(
  queries: readonly RefereeQuery[],
  learned: LearnedSource,
): Promise<Map<GameLanguage, LearnedLookup>> {
  const pairs = new Map<GameLanguage, Map<string, LearnedPair>>();
  for (const { language, category, answer } of queries) {
    const key = refereeKey(answer, language);
    // The referee asks nothing about an answer without letters or digits.
    if (key === '') continue;
    const ofLanguage = pairs.get(language) ?? new Map<string, LearnedPair>();
    ofLanguage.set(JSON.stringify([category, key]), { category, key });
    pairs.set(language, ofLanguage);
  }
  const lookups = await Promise.all(
    [...pairs].map(
      async ([language, ofLanguage]) =>
        [language, await learned(language, [...ofLanguage.values()])] as const,
    ),
  );
  return new Map(lookups);
}
