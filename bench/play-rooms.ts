import { playGame, type BotOutcome } from './bot-player.ts';
import { checkAnswers, type DurabilityCount } from './durability.ts';
import { recordRoomFanOut } from './fan-out.ts';
import { startRoom, type BenchRoom } from './lobby-setup.ts';
import type { Metrics } from './metrics.ts';
import type { BenchOptions } from './options.ts';
import { pause } from './pool.ts';
import { ServerFullError } from './refused-starts.ts';
import { startWithRetries } from './start-retries.ts';
import { noteRefusedStart } from './setup-players.ts';

/** A room after its game: what each bot brought back (in slot order; undefined when it failed early). */
export interface PlayedRoom {
  readonly room: BenchRoom;
  readonly outcomes: readonly (BotOutcome | undefined)[];
}

export interface PlayRoomsContext {
  readonly options: BenchOptions;
  readonly metrics: Metrics;
  readonly durability: DurabilityCount;
  /** Epoch ms after which nothing waits any longer. */
  readonly deadline: number;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One room's game: the host presses Start at a random moment of the start window (again after a pause
 * while the server is full), then every bot
 * plays to the end. Afterwards the room's fan-out times are recorded and each bot's acknowledged
 * answers are looked up in the results of its own FINAL_RESULTS view.
 */
async function playRoom(room: BenchRoom, context: PlayRoomsContext): Promise<PlayedRoom> {
  const { options, metrics, durability, deadline } = context;
  await pause(Math.random() * options.startSpreadMs, deadline);
  try {
    await startWithRetries(() => startRoom(room), metrics.refusedStarts, deadline);
  } catch (error) {
    if (error instanceof ServerFullError) noteRefusedStart(metrics, room.bots.length, undefined);
    else metrics.recordError('room not started', messageOf(error));
    return { room, outcomes: [] };
  }
  const partials = room.bots.map(() => ({}) as { outcome?: BotOutcome });
  const settled = await Promise.allSettled(
    room.bots.map((connection, seat) =>
      playGame(
        connection,
        {
          roomId: room.roomId,
          seat,
          options,
          deadline,
          onRoundOneAnswering: seat === 0 ? () => void (metrics.roomsAnswering += 1) : undefined,
        },
        partials[seat] ?? {},
      ),
    ),
  );
  for (const result of settled) {
    if (result.status === 'rejected') metrics.recordError('bot stalled', messageOf(result.reason));
  }
  const outcomes = partials.map((partial) => partial.outcome);
  const finished = outcomes.filter((outcome) => outcome !== undefined);
  recordRoomFanOut(metrics, finished);
  for (const outcome of finished) {
    metrics.clockOffsets.push(outcome.offsetMs);
    if (outcome.finalView === undefined) durability.unverified += outcome.acked.size;
    else checkAnswers(durability, outcome.finalView, outcome.acked);
  }
  metrics.roundsPlayed += outcomes[0]?.finalView?.results.length ?? 0;
  if (outcomes.every((outcome) => outcome?.finalView !== undefined)) metrics.gamesFinished += 1;
  return { room, outcomes };
}

/** Plays every room's game at once (their starts spread over the start window). */
export function playRooms(rooms: readonly BenchRoom[], context: PlayRoomsContext): Promise<PlayedRoom[]> {
  return Promise.all(rooms.map((room) => playRoom(room, context)));
}
