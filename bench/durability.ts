import type { PlayerView } from '@npat/engine';
import type { AckedAnswers } from './answer-round.ts';

export interface DurabilityCount {
  /** Acknowledged answers (the last acked draft of each round and category). */
  checked: number;
  /** Of those, found in what the server shows. */
  found: number;
  /** Acknowledged answers of bots that never got the results to check them against. */
  unverified: number;
  /** Acknowledged answers the results hold more than once (one player, one category, one round). */
  duplicated: number;
  /** A few that were not, for the report. */
  missing: string[];
}

export function emptyCount(): DurabilityCount {
  return { checked: 0, found: 0, unverified: 0, duplicated: 0, missing: [] };
}

/**
 * What the server holds as the viewer's answer in `round` and `categoryId`: the results table of a
 * scored round, or the view's own answers for the round being played; undefined when neither has it.
 */
function storedText(view: PlayerView, round: number, categoryId: string): string | undefined {
  const table = view.results.find((candidate) => candidate.round === round);
  if (table !== undefined) {
    const row = table.players.find((player) => player.uid === view.you);
    return row?.answers.find((answer) => answer.categoryId === categoryId)?.text;
  }
  if (view.round.number !== round) return undefined;
  return view.round.yourAnswers.find((answer) => answer.categoryId === categoryId)?.text;
}

/** How many answers the viewer has in `round`'s results for `categoryId`: 1, or 0 before scoring. */
function copiesOf(view: PlayerView, round: number, categoryId: string): number {
  const table = view.results.find((candidate) => candidate.round === round);
  const row = table?.players.find((player) => player.uid === view.you);
  return row?.answers.filter((answer) => answer.categoryId === categoryId).length ?? 0;
}

/**
 * Adds to `count` whether every answer the viewer of `view` had acknowledged is what the server
 * shows them: the same text, or a later draft of it whose ack did not come. The bots' words carry no
 * spaces to collapse or trim, so the stored text equals the sent one exactly.
 */
export function checkAnswers(count: DurabilityCount, view: PlayerView, acked: AckedAnswers): void {
  for (const [key, { text, orLater }] of acked) {
    const slash = key.indexOf('/');
    const [round, categoryId] = [Number(key.slice(0, slash)), key.slice(slash + 1)];
    count.checked += 1;
    // A draft sent again after a reconnect must replace the first, never sit beside it.
    if (copiesOf(view, round, categoryId) > 1) count.duplicated += 1;
    const stored = storedText(view, round, categoryId);
    if (stored !== undefined && (stored === text || orLater.includes(stored))) count.found += 1;
    else if (count.missing.length < 10)
      count.missing.push(
        `${view.you} round ${round} ${categoryId}: acked '${text}', stored '${stored ?? '—'}'`,
      );
  }
}
