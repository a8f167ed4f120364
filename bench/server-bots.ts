/**
 * `npm run bench:bots`: what the server's bots cost (docs/decisions/069-bots.md). ROOMS rooms (1,000) of one
 * person and BOTS (3) bots each play ROUNDS rounds on a server child of their own; the person saves one
 * answer and is done at once, so the rounds last as long as the bots take. It prints the server's CPU per
 * intent (the bots' and the people's, as /api/health and the bench count them) and its memory per bot
 * beside its memory per person. It asserts nothing: the figures go into the issue's note.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROTOCOL_VERSION, type HandshakeAuth, type PlayerView } from '@npat/protocol';
import { io, type Socket } from 'socket.io-client';
import { createRoom, signInGuest, type BotUser } from './http-client.ts';
import { readCpuSeconds, readRssKb } from './rss-sampler.ts';
import { freePort, startServer } from './server-child.ts';

const ROOMS = Number(process.env.ROOMS ?? 1000);
const BOTS = Number(process.env.BOTS ?? 3);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const ROUND_TIME = Number(process.env.ROUND_TIME ?? 30);
const LEVELS = ['easy', 'medium', 'hard'] as const;

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += limit)
    await Promise.all(items.slice(start, start + limit).map(work));
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function health(url: string): Promise<{ botRooms: number; botIntents: number }> {
  return (await (await fetch(`${url}/api/health`)).json()) as { botRooms: number; botIntents: number };
}

/** A person's socket: it answers one category, is done at once, and is done reviewing at once. */
function person(url: string, user: BotUser, sent: { count: number }) {
  const socket: Socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    extraHeaders: { cookie: user.cookie, origin: url },
    auth: { protocolVersion: PROTOCOL_VERSION } satisfies HandshakeAuth,
  });
  const acted = new Set<string>();
  let finished: () => void = () => {};
  const over = new Promise<void>((resolve) => (finished = resolve));
  const send = (name: string, payload: object) => {
    sent.count += 1;
    socket.emit(name, payload, () => {});
  };
  const onView = (view: PlayerView) => {
    const step = `${view.round.number}:${view.phase}`;
    if (view.phase === 'FINAL_RESULTS') finished();
    if (acted.has(step)) return;
    if (view.phase === 'ANSWERING') {
      acted.add(step);
      const [category] = view.round.categories;
      if (category)
        send('game:save-answer', {
          roomId: view.roomId,
          categoryId: category.id,
          text: `${view.round.letter}x`,
        });
      send('game:done', { roomId: view.roomId });
    } else if (view.phase === 'REVIEWING') {
      acted.add(step);
      send('game:review-done', { roomId: view.roomId });
    }
  };
  socket.on('game:state', onView);
  const ready = new Promise<void>((resolve) => socket.once('server:hello', () => resolve()));
  const ask = <T>(name: string, payload: object) =>
    new Promise<T>((resolve) => socket.emit(name, payload, (ack: T) => resolve(ack)));
  return { socket, ready, ask, over, onView };
}

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'npat-bench-bots-'));
  const server = await startServer({
    port,
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
    roomRetentionDays: undefined,
    // PROFILE=1: a CPU profile of the server in bench/results/ (written when it stops).
    profileDir: process.env.PROFILE === '1' ? join(import.meta.dirname, 'results') : undefined,
    nodeFlags: [],
    logFile: join(dataDir, 'server.log'),
  });
  const { url, pid } = server;
  const sent = { count: 0 };
  try {
    const rssStart = readRssKb(pid) ?? 0;
    const users = await Promise.all(Array.from({ length: ROOMS }, (_, i) => signInGuest(url, `solo${i}`, i)));
    const people = users.map((user) => person(url, user, sent));
    await Promise.all(people.map((each) => each.ready));
    const roomIds: string[] = [];
    await inBatches([...people.keys()], 20, async (index) => {
      const one = people[index]!;
      const { roomId } = await createRoom(url, users[index]!.cookie, {
        rounds: ROUNDS,
        roundTime: ROUND_TIME,
        ownCategories: false,
      });
      await one.ask('lobby:join', { roomId });
      roomIds[index] = roomId;
    });
    await settle(2000);
    const rssPeople = readRssKb(pid) ?? 0;
    await inBatches([...people.keys()], 20, async (index) => {
      for (let bot = 0; bot < BOTS; bot += 1)
        await people[index]!.ask('lobby:add-bot', {
          roomId: roomIds[index],
          level: LEVELS[bot % LEVELS.length],
        });
    });
    await settle(2000);
    const rssLobbyBots = readRssKb(pid) ?? 0;

    const cpuBefore = readCpuSeconds(pid) ?? 0;
    const botsBefore = (await health(url)).botIntents;
    const sentBefore = sent.count;
    const started = Date.now();
    let rssPeak = 0;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, readRssKb(pid) ?? 0)), 1000);
    await inBatches([...people.keys()], 50, async (index) => {
      const one = people[index]!;
      await one.ask('lobby:start', { roomId: roomIds[index] });
      const joined = await one.ask<{ ok: boolean; view?: PlayerView }>('game:join', {
        roomId: roomIds[index],
      });
      if (joined.view) one.onView(joined.view);
    });
    await Promise.race([
      Promise.all(people.map((each) => each.over)),
      settle(ROUNDS * (ROUND_TIME + 120) * 1000),
    ]);
    clearInterval(sampler);
    const cpu = (readCpuSeconds(pid) ?? 0) - cpuBefore;
    const botIntents = (await health(url)).botIntents - botsBefore;
    const personIntents = sent.count - sentBefore;
    const wall = (Date.now() - started) / 1000;
    const kb = (value: number) => `${Math.round(value)} KB`;
    console.log(
      `${ROOMS} rooms × (1 person + ${BOTS} bots), ${ROUNDS} rounds of ${ROUND_TIME} s, ${wall.toFixed(0)} s wall`,
    );
    console.log(
      `server CPU while playing: ${cpu.toFixed(1)} s for ${botIntents} bot intents + ${personIntents} people's`,
    );
    console.log(
      `server CPU per intent: ${((cpu * 1000) / (botIntents + personIntents)).toFixed(3)} ms (bots sent ${((100 * botIntents) / (botIntents + personIntents)).toFixed(0)} %)`,
    );
    // Per seat and round: comparable with `npm run bench` (CPU while playing ÷ players ÷ rounds), whose
    // players send several drafts per category where a bot sends one answer.
    const seatRounds = ROOMS * (1 + BOTS) * ROUNDS;
    console.log(`server CPU per seat and round: ${((cpu * 1000) / seatRounds).toFixed(2)} ms`);
    console.log(
      `RSS: ${kb(rssStart)} at start, ${kb(rssPeople)} with the people in lobbies, ${kb(rssLobbyBots)} with the bots seated, ${kb(rssPeak)} at most while playing`,
    );
    console.log(
      `per person in a lobby: ${kb((rssPeople - rssStart) / ROOMS)}; per bot seated: ${kb((rssLobbyBots - rssPeople) / (ROOMS * BOTS))}; per bot while playing (peak over the seated lobbies): ${kb((rssPeak - rssPeople) / (ROOMS * BOTS))}`,
    );
    for (const each of people) each.socket.close();
  } finally {
    await server.stop();
  }
}

await main();
