import type { PlayerView } from '@npat/engine';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { createTestClock } from '../testing/test-clock.ts';
import type { TestServer } from '../testing/test-server.ts';
import { acceptedView, type TestPlayer } from './testing/game-client.ts';
import { closePlayers, startGameFor } from './testing/game-setup.ts';
import { tickInto } from './testing/game-steps.ts';

/** Makes the database itself refuse any draft whose text holds "Refuse", as a failing disk or constraint would. */
async function refuseMarkedDrafts(server: TestServer): Promise<void> {
  const { db, dialect } = server.database;
  if (dialect === 'sqlite') {
    await sql`create trigger refuse_marked_drafts before insert on room_drafts
      when new.answer_text like '%Refuse%' begin select raise(abort, 'refused by the test'); end`.execute(db);
    return;
  }
  await sql`create function refuse_marked_drafts() returns trigger language plpgsql as $$
    begin
      if new.answer_text like '%Refuse%' then raise exception 'refused by the test'; end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger refuse_marked_drafts before insert or update on room_drafts
    for each row execute function refuse_marked_drafts()`.execute(db);
}

describeOnEachDatabase('drafts of several rooms committed together', (startServer) => {
  let server: TestServer | undefined;
  let players: TestPlayer[] = [];
  afterEach(async () => {
    closePlayers(players);
    await server?.close();
  });

  it('acknowledges none whose transaction failed, and still commits the others sent with it', async () => {
    const clock = createTestClock();
    server = await startServer({ now: clock.now });
    const games = [
      await startGameFor(server.url, { count: 2 }),
      await startGameFor(server.url, { count: 2 }),
    ];
    players = games.flatMap((game) => game.players);
    const views: PlayerView[] = [];
    for (const game of games) {
      const [answering] = await tickInto(server, clock, game.roomId, game.players, 'ANSWERING');
      if (answering === undefined) throw new Error('no view');
      views.push(answering);
    }
    await refuseMarkedDrafts(server);
    const [first, second] = games as [(typeof games)[0], (typeof games)[0]];
    const [ana, ben] = [first.players[0], second.players[0]] as [TestPlayer, TestPlayer];
    const letter = (index: number) => views[index]?.round.letter ?? '';
    const category = views[0]?.round.categories[0]?.id ?? '';

    // Sent in the same turn, so they share a transaction: the database refuses Ben's.
    const [kept, refused] = await Promise.all([
      ana.game('game:save-answer', { roomId: first.roomId, categoryId: category, text: `${letter(0)}nna` }),
      ben.game('game:save-answer', {
        roomId: second.roomId,
        categoryId: category,
        text: `${letter(1)}Refuse`,
      }),
    ]);
    expect(kept.ok).toBe(true);
    expect(refused).toMatchObject({ ok: false, error: { code: 'busy' } });

    const stored = async (roomId: string, player: TestPlayer) => {
      const view = acceptedView(await player.game('game:join', { roomId }));
      return view.round.yourAnswers.find((answer) => answer.categoryId === category)?.text;
    };
    expect(await stored(first.roomId, ana)).toBe(`${letter(0)}nna`);
    expect(await stored(second.roomId, ben)).toBe('');
    // The refused room is not stuck: its next draft commits.
    expect(
      (
        await ben.game('game:save-answer', {
          roomId: second.roomId,
          categoryId: category,
          text: `${letter(1)}en`,
        })
      ).ok,
    ).toBe(true);
    expect(await stored(second.roomId, ben)).toBe(`${letter(1)}en`);
  });
});
