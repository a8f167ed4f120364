import type { LobbyAck } from '@npat/protocol';
import type { BotConnection } from './bot-connection.ts';
import { createRoom } from './http-client.ts';
import type { BenchOptions } from './options.ts';
import { SERVER_FULL, ServerFullError } from './refused-starts.ts';

/** One room of the bench: its bots in slot order, the host first. */
export interface BenchRoom {
  readonly index: number;
  readonly roomId: string;
  readonly bots: readonly BotConnection[];
}

/** Fails with the refusal's code unless the lobby accepted the intent. */
function accepted(ack: LobbyAck, what: string): void {
  if (!ack.ok && ack.error.code === SERVER_FULL) throw new ServerFullError(what, undefined);
  if (!ack.ok) throw new Error(`${what} refused: ${ack.error.code} ${ack.error.message}`);
}

/**
 * Seats `bots` in a new room as players would: the host creates it over HTTP (with their two
 * categories) and joins it, every other bot joins with `lobby:join` and submits two categories of
 * their own, so everyone is ready. Each step waits for its ack, which comes after the commit. A full
 * server's refusal (of the room or of a player) is thrown as a ServerFullError.
 */
export async function seatRoom(
  url: string,
  index: number,
  bots: readonly BotConnection[],
  options: BenchOptions,
): Promise<BenchRoom> {
  const [host, ...guests] = bots;
  if (host === undefined) throw new Error('a room needs a host');
  const { roomId } = await createRoom(url, host.bot.cookie, {
    rounds: options.rounds,
    roundTime: options.roundTime,
    endMode: options.endMode,
    maxPlayers: Math.max(options.players, 2),
    customCategory1: 'Rivers',
    customCategory2: 'Cheeses',
  });
  accepted(await host.send<LobbyAck>('lobby:join', { roomId }), 'host lobby:join');
  for (const [slot, guest] of guests.entries()) {
    accepted(await guest.send<LobbyAck>('lobby:join', { roomId }), 'lobby:join');
    const ack = await guest.send<LobbyAck>('lobby:submit-categories', {
      roomId,
      category1: `Topic ${slot + 1} A`,
      category2: `Topic ${slot + 1} B`,
    });
    accepted(ack, 'lobby:submit-categories');
  }
  return { index, roomId, bots };
}

/** The host presses Start; every seat has submitted categories, so the lobby must accept it. */
export async function startRoom(room: BenchRoom): Promise<void> {
  const host = room.bots[0];
  if (host === undefined) throw new Error('a room needs a host');
  accepted(await host.send<LobbyAck>('lobby:start', { roomId: room.roomId }), 'lobby:start');
}
