import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NewGameResult } from '../game-results-repository.ts';
import { useMigratedDatabase, type OpenEmptyDatabase } from './migrated-database.ts';

const T0 = 1_700_000_000_000;

/** A finished game no other test of the group uses. */
function finished(uids: readonly string[], finishedAt: number): NewGameResult {
  const roomId = randomBytes(16).toString('base64url');
  return { roomId, finishedAt, results: JSON.stringify({ roomId, note: 'Ölfass 🦁 "quoted"' }), uids };
}

/** The game results repository's contract: stored once, listed per player newest first. */
export function describeGameResultsContract(openEmpty: OpenEmptyDatabase): void {
  describe('game results repository', () => {
    const use = useMigratedDatabase(openEmpty);
    const player = () => `player-${randomBytes(4).toString('hex')}`;

    it('stores a finished game and reads it back as written', async () => {
      const { gameResults } = use().repositories;
      const game = finished([player(), player()], T0);
      await gameResults.save(game);
      expect(await gameResults.find(game.roomId)).toEqual({
        roomId: game.roomId,
        finishedAt: T0,
        results: game.results,
      });
      expect(await gameResults.find('no-such-room')).toBeUndefined();
    });

    it("lists a player's games newest first, up to the limit, and no one else's", async () => {
      const { gameResults } = use().repositories;
      const [ada, bob, eve] = [player(), player(), player()];
      const first = finished([ada, bob], T0 + 1_000);
      const second = finished([bob], T0 + 2_000);
      const third = finished([ada, bob], T0 + 3_000);
      for (const game of [second, first, third]) await gameResults.save(game);

      const ids = async (uid: string, limit = 10) =>
        (await gameResults.listForUser(uid, limit)).map((record) => record.roomId);
      expect(await ids(ada)).toEqual([third.roomId, first.roomId]);
      expect(await ids(bob)).toEqual([third.roomId, second.roomId, first.roomId]);
      expect(await ids(bob, 2)).toEqual([third.roomId, second.roomId]);
      expect(await ids(eve)).toEqual([]);
      expect((await gameResults.listForUser(ada, 1))[0]).toEqual({
        roomId: third.roomId,
        finishedAt: T0 + 3_000,
        results: third.results,
      });
    });

    it('keeps the first results when a game is saved again', async () => {
      const { gameResults } = use().repositories;
      const ada = player();
      const game = finished([ada], T0);
      await gameResults.save(game);
      await gameResults.save({ ...game, results: '{"second":true}', uids: [ada, player()] });
      expect((await gameResults.find(game.roomId))?.results).toBe(game.results);
      expect(await gameResults.listForUser(ada, 10)).toHaveLength(1);
    });

    it('writes nothing when the transaction it was saved in is rolled back', async () => {
      const { repositories } = use();
      const game = finished([player()], T0);
      await expect(
        repositories.transaction(async (inside) => {
          await inside.gameResults.save(game);
          throw new Error('the room write failed');
        }),
      ).rejects.toThrow('the room write failed');
      expect(await repositories.gameResults.find(game.roomId)).toBeUndefined();
    });
  });
}
