/**
 * A step of the stored form (snapshot-migrations.ts, 5 → 6): German came to read ae, oe and ue as the
 * umlauts they spell (docs/decisions/059-german-digraphs-and-sure-duplicates.md), so a German game's joins,
 * stored by comparison key, are keyed again as German compares now. The folding is written out here as it
 * was then, not read from the language data: a step that shipped must not change when the data does.
 */
import type { StoredSnapshot } from './snapshot-migrations.ts';

/** A key of before with ae, oe and ue read as a, o and u (as ä, ö and ü fold), but the u of au, eu, qu. */
function keyedAsDigraphsFold(key: string): string {
  let folded = key;
  for (let previous = ''; previous !== folded;) {
    previous = folded;
    folded = folded.replace(/ae|oe|(?<![aeq])ue/gu, (pair) => pair[0] ?? pair);
  }
  return folded;
}

/**
 * A round's joins keyed anew: each join's keys folded, joins that came to share a key merged (a key is in
 * one join of its category at most), and a join whose keys all became one key no join any more.
 */
function rekeyedJoins(joins: readonly unknown[]): unknown[] {
  const merged: { categoryId: string; keys: Set<string> }[] = [];
  for (const join of joins) {
    // Anything but a join as the game stores them is left as it was, for the snapshot's schema to judge.
    if (!isJoin(join)) return [...joins];
    const { categoryId } = join;
    const keys = new Set(join.keys.map(keyedAsDigraphsFold));
    const meeting = merged.filter(
      (other) => other.categoryId === categoryId && [...keys].some((key) => other.keys.has(key)),
    );
    for (const other of meeting) {
      for (const key of other.keys) keys.add(key);
      merged.splice(merged.indexOf(other), 1);
    }
    merged.push({ categoryId, keys });
  }
  return merged
    .filter((join) => join.keys.size >= 2)
    .map((join) => ({ categoryId: join.categoryId, keys: [...join.keys].sort() }));
}

/** `stored` with its game's joins keyed as German compares now, when the game is played in German. */
export function withGermanJoinsRekeyed(stored: StoredSnapshot): StoredSnapshot {
  const { game } = stored;
  if (!isRecord(game) || !isRecord(game.settings) || game.settings.language !== 'de') return stored;
  if (!Array.isArray(game.rounds)) return stored;
  const rounds: unknown[] = game.rounds.map((round: unknown) =>
    isRecord(round) && Array.isArray(round.joins) ? { ...round, joins: rekeyedJoins(round.joins) } : round,
  );
  return { ...stored, game: { ...game, rounds } };
}

function isJoin(value: unknown): value is { categoryId: string; keys: string[] } {
  return (
    isRecord(value) &&
    typeof value.categoryId === 'string' &&
    Array.isArray(value.keys) &&
    value.keys.every((key) => typeof key === 'string')
  );
}

function isRecord(value: unknown): value is StoredSnapshot {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
