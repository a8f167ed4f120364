import { playerView, type GameIntent, type GameState } from '@npat/engine';
import { answerBookOf, botTurn, type BotRoundPlan } from '@npat/referee';
import type { FastifyBaseLogger } from 'fastify';
import type { GameService } from '../game-service.ts';
import { createGameTimers } from '../game-timers.ts';

/**
 * Plays the bots of the rooms this node serves (decision 069). Told of each change of a game, it reads each
 * bot's own view (never anyone else's), asks `botTurn` what the bot does now, and sends that through the game
 * service as the bot, the same path and rules as a socket's intents; a timer wakes it when a bot has more to
 * do. It holds nothing a restart would miss: a bot's plan is drawn again from its room, round and uid.
 */
export interface BotDriver {
  /** The room's game as committed (or kept) at `version`. */
  observe(roomId: string, game: GameState, version: number): void;
  /** Plays the room's bots now, as their timer does when it fires (tests move a clock of their own). */
  wake(roomId: string): void;
  /** What /api/health says of the bots: the rooms it plays, the intents sent since the node started. */
  counters(): { botRooms: number; botIntents: number };
  /** Resolves once no bot's intent is on its way; for shutdown and tests. */
  idle(): Promise<void>;
  stop(): void;
}

export interface BotDriverDeps {
  readonly service: Pick<GameService, 'apply' | 'saveDraft'>;
  readonly now: () => number;
  readonly logger: FastifyBaseLogger;
}

/** Phases a bot acts in; in the others it waits (the deadlines and the host move the game on). */
const ACTIVE_PHASES: ReadonlySet<GameState['phase']> = new Set(['ROUND_STARTING', 'ANSWERING', 'REVIEWING']);

interface RoomEntry {
  game: GameState;
  version: number;
  /**
   * What was sent on the view of `version`: a change the rules keep as it was (an answer saved again) leaves
   * the version, and the same view must not send the same again.
   */
  sent: { version: number; keys: Set<string> };
  /** A turn's intents are on their way: newer views wait for them, and the last one is played then. */
  sending: Promise<void> | null;
  dirty: boolean;
  /** The bots' plans of the current round (botTurn's), dropped when the next round begins. */
  plans: { round: number; byKey: Map<string, BotRoundPlan> };
}

export function createBotDriver({ service, now, logger }: BotDriverDeps): BotDriver {
  const rooms = new Map<string, RoomEntry>();
  let stopped = false;
  let intentsSent = 0;
  const timers = createGameTimers({ now, onDue: (roomId) => play(roomId) });

  const forget = (roomId: string) => {
    rooms.delete(roomId);
    timers.schedule(roomId, null);
  };

  /** Each bot's turn on the room's newest view, sent one intent after another. */
  function play(roomId: string): void {
    const entry = rooms.get(roomId);
    if (entry === undefined || stopped) return;
    if (entry.sending !== null) {
      entry.dirty = true;
      return;
    }
    const time = now();
    const round = entry.game.currentRound;
    if (entry.plans.round !== round) entry.plans = { round, byKey: new Map() };
    const sends: { uid: string; intent: GameIntent }[] = [];
    let wakeAt: number | null = null;
    const book = answerBookOf(entry.game.settings.language);
    for (const player of entry.game.players) {
      if (player.bot === undefined || player.left) continue;
      const view = playerView(entry.game, player.uid, time, { roomId, version: entry.version });
      const turn = botTurn(view, book, player.bot, time, entry.plans.byKey);
      for (const intent of turn.intents) {
        const key = `${player.uid} ${JSON.stringify(intent)}`;
        if (entry.sent.version === entry.version && entry.sent.keys.has(key)) continue;
        sends.push({ uid: player.uid, intent });
        if (entry.sent.version !== entry.version) entry.sent = { version: entry.version, keys: new Set() };
        entry.sent.keys.add(key);
      }
      if (turn.wakeAt !== null) wakeAt = wakeAt === null ? turn.wakeAt : Math.min(wakeAt, turn.wakeAt);
    }
    timers.schedule(roomId, wakeAt);
    if (sends.length === 0) return;
    entry.sending = send(roomId, sends).finally(() => {
      entry.sending = null;
      if (entry.dirty && rooms.get(roomId) === entry) {
        entry.dirty = false;
        play(roomId);
      }
    });
  }

  async function send(roomId: string, sends: readonly { uid: string; intent: GameIntent }[]) {
    for (const { uid, intent } of sends) {
      if (stopped) return;
      intentsSent += 1;
      try {
        const ack =
          intent.name === 'game:save-answer'
            ? await service.saveDraft(roomId, uid, intent.payload)
            : await service.apply(roomId, uid, intent);
        // A refusal is the rules speaking (the phase moved on meanwhile); the next view decides again.
        if (!ack.ok)
          logger.debug({ roomId, uid, intent: intent.name, code: ack.error.code }, 'A bot was refused');
      } catch (error) {
        logger.warn({ err: error, roomId, uid }, 'A bot could not act');
      }
    }
  }

  return {
    observe(roomId, game, version) {
      const playing =
        ACTIVE_PHASES.has(game.phase) && game.players.some((p) => p.bot !== undefined && !p.left);
      if (!playing) return forget(roomId);
      const entry = rooms.get(roomId);
      if (entry !== undefined && entry.version > version) return;
      if (entry === undefined) {
        const sent = { version: -1, keys: new Set<string>() };
        const plans = { round: game.currentRound, byKey: new Map<string, BotRoundPlan>() };
        rooms.set(roomId, { game, version, sent, sending: null, dirty: false, plans });
      } else Object.assign(entry, { game, version });
      play(roomId);
    },
    wake: play,
    counters: () => ({ botRooms: rooms.size, botIntents: intentsSent }),
    async idle() {
      while ([...rooms.values()].some((entry) => entry.sending !== null))
        await Promise.all([...rooms.values()].map((entry) => entry.sending));
    },
    stop() {
      stopped = true;
      timers.stop();
      rooms.clear();
    },
  };
}
