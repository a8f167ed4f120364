import { nameOf, type ShareWords } from './share-card-layout';
import type { ShareFacts } from './share-facts';

/**
 * The results in one line, shared beside the picture and copied by "Copy summary": the app, the day and
 * the podium's places ("Name Place Animal Thing · Dec 12, 2026 · 1. Ana 85 · 2. Ben 70 · 3. Robin (Bot) 60").
 */
export function shareSummary(facts: ShareFacts, words: ShareWords): string {
  const S = words.result.share;
  const ranking = facts.standings
    .filter((entry) => entry.place <= 3)
    .map((entry) => S.summaryEntry({ place: entry.place, name: nameOf(entry, words), points: entry.total }))
    .join(' · ');
  return S.summary({ app: words.appName, date: facts.date, ranking });
}
