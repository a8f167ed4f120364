import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RefereeDecision } from '../referee-learned-repository.ts';
import { useMigratedDatabase, type OpenEmptyDatabase } from './migrated-database.ts';

/** An answer key no other test of the group uses, so the tests share one database without meeting. */
function freshKey(): string {
  return `zorglub${randomBytes(4).toString('hex')}`;
}

function decision(
  answerKey: string,
  accepted: boolean,
  where: Partial<RefereeDecision> = {},
): RefereeDecision {
  return { language: 'de', category: 'animal', answerKey, accepted, ...where };
}

/** The referee's learning from play: counts per language, category and key, added atomically, read in bulk. */
export function describeRefereeLearnedContract(openEmpty: OpenEmptyDatabase): void {
  describe('referee learned repository', () => {
    const use = useMigratedDatabase(openEmpty);

    it('adds up the games that accepted and struck out each key, review after review', async () => {
      const { refereeLearned } = use().repositories;
      const [kept, struck] = [freshKey(), freshKey()];
      await refereeLearned.record([decision(kept, true), decision(struck, false)]);
      await refereeLearned.record([decision(kept, true), decision(struck, true)]);
      await refereeLearned.record([decision(kept, false)]);

      const rows = await refereeLearned.countsOf('de', [
        { category: 'animal', answerKey: kept },
        { category: 'animal', answerKey: struck },
      ]);
      expect(sortedByKey(rows)).toEqual(
        sortedByKey([
          { category: 'animal', answerKey: kept, accepted: 2, struck: 1 },
          { category: 'animal', answerKey: struck, accepted: 1, struck: 1 },
        ]),
      );
    });

    it('counts each row of one review, even two of the same key', async () => {
      const { refereeLearned } = use().repositories;
      const key = freshKey();
      await refereeLearned.record([decision(key, true), decision(key, true), decision(key, false)]);
      expect(await refereeLearned.countsOf('de', [{ category: 'animal', answerKey: key }])).toEqual([
        { category: 'animal', answerKey: key, accepted: 2, struck: 1 },
      ]);
    });

    it('keeps languages and categories apart', async () => {
      const { refereeLearned } = use().repositories;
      const key = freshKey();
      await refereeLearned.record([
        decision(key, true),
        decision(key, false, { language: 'fr' }),
        decision(key, true, { category: 'city' }),
        decision(key, true, { category: 'city' }),
      ]);

      const inGerman = await refereeLearned.countsOf('de', [
        { category: 'animal', answerKey: key },
        { category: 'city', answerKey: key },
      ]);
      expect(sortedByCategory(inGerman)).toEqual([
        { category: 'animal', answerKey: key, accepted: 1, struck: 0 },
        { category: 'city', answerKey: key, accepted: 2, struck: 0 },
      ]);
      expect(await refereeLearned.countsOf('fr', [{ category: 'animal', answerKey: key }])).toEqual([
        { category: 'animal', answerKey: key, accepted: 0, struck: 1 },
      ]);
      expect(await refereeLearned.countsOf('es', [{ category: 'animal', answerKey: key }])).toEqual([]);
    });

    it('counts every one of many concurrent records exactly once', async () => {
      const { refereeLearned } = use().repositories;
      const [first, second] = [freshKey(), freshKey()];
      // Half the reviews name the keys in the other order, as two nodes' reviews might.
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          refereeLearned.record(
            index % 2 === 0
              ? [decision(first, true), decision(second, false)]
              : [decision(second, false), decision(first, true)],
          ),
        ),
      );
      const rows = await refereeLearned.countsOf('de', [
        { category: 'animal', answerKey: first },
        { category: 'animal', answerKey: second },
      ]);
      expect(sortedByKey(rows)).toEqual(
        sortedByKey([
          { category: 'animal', answerKey: first, accepted: 20, struck: 0 },
          { category: 'animal', answerKey: second, accepted: 0, struck: 20 },
        ]),
      );
    });

    it('returns only the pairs asked about and leaves out those never recorded', async () => {
      const { refereeLearned } = use().repositories;
      const [asked, notAsked, neverRecorded] = [freshKey(), freshKey(), freshKey()];
      await refereeLearned.record([
        decision(asked, true),
        decision(notAsked, true),
        decision(asked, true, { category: 'city' }),
      ]);

      expect(
        await refereeLearned.countsOf('de', [
          { category: 'animal', answerKey: asked },
          { category: 'animal', answerKey: neverRecorded },
          { category: 'animal', answerKey: asked },
        ]),
      ).toEqual([{ category: 'animal', answerKey: asked, accepted: 1, struck: 0 }]);
      expect(await refereeLearned.countsOf('de', [])).toEqual([]);
    });

    it('records nothing for an empty review', async () => {
      const { repositories, database } = use();
      const before = await database.db.selectFrom('referee_learned').select('answer_key').execute();
      await repositories.refereeLearned.record([]);
      expect(await database.db.selectFrom('referee_learned').select('answer_key').execute()).toHaveLength(
        before.length,
      );
    });

    it('records and reads 2,500 keys at once, more than one statement binds', async () => {
      const { refereeLearned } = use().repositories;
      const prefix = freshKey();
      const keys = Array.from({ length: 2_500 }, (_, index) => `${prefix}${index}`);
      const categories = ['animal', 'city', 'fruit'];
      const pairs = keys.map((answerKey, index) => ({
        category: categories[index % 3] ?? 'animal',
        answerKey,
      }));
      await refereeLearned.record(
        pairs.map((pair) => decision(pair.answerKey, true, { category: pair.category })),
      );

      const rows = await refereeLearned.countsOf('de', [
        ...pairs,
        { category: 'animal', answerKey: freshKey() },
      ]);
      expect(sortedByKey(rows)).toEqual(
        sortedByKey(pairs.map((pair) => ({ ...pair, accepted: 1, struck: 0 }))),
      );
    });

    it("counts a long review recorded inside the caller's transaction, and none of it when that rolls back", async () => {
      const { repositories } = use();
      const [kept, rolledBack] = [freshKey(), freshKey()];
      const review = (prefix: string) =>
        Array.from({ length: 1_500 }, (_, index) => decision(`${prefix}${index}`, true));
      await repositories.transaction((inside) => inside.refereeLearned.record(review(kept)));
      await expect(
        repositories.transaction(async (inside) => {
          await inside.refereeLearned.record(review(rolledBack));
          throw new Error('the review failed');
        }),
      ).rejects.toThrow('the review failed');

      const asked = (prefix: string) =>
        review(prefix).map(({ category, answerKey }) => ({ category, answerKey }));
      expect(await repositories.refereeLearned.countsOf('de', asked(kept))).toHaveLength(1_500);
      expect(await repositories.refereeLearned.countsOf('de', asked(rolledBack))).toEqual([]);
    });
  });
}

function sortedByKey<T extends { readonly answerKey: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.answerKey.localeCompare(b.answerKey));
}

function sortedByCategory<T extends { readonly category: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.category.localeCompare(b.category));
}
