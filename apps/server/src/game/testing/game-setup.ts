import type { PlayerView } from '@npat/engine';
import type { GameCreationInput } from '@npat/protocol';
import { signInAsGuest, type SignedInUser } from '../../testing/identity-client.ts';
import { createRoomAs as createLobbyRoom } from '../../testing/lobby-client.ts';
import { acceptedView, connectPlayer, type TestPlayer } from './game-client.ts';

/** Distinctive categories per seat, so a test can tell every player's apart. */
const CATEGORIES = [
  ['Rivers', 'Desserts'],
  ['Bands', 'Sports'],
  ['Films', 'Flowers'],
  ['Cars', 'Games'],
] as const;

/** The settings the tests play with unless they say otherwise: short games, the 4 first defaults. */
export const TEST_GAME_FORM = {
  rounds: 1,
  roundTime: 30,
  endMode: 'Round Timer',
} as const satisfies Partial<GameCreationInput>;

/** Creates the room over HTTP as `host` (with the test settings unless `form` says otherwise); resolves with its id. */
export async function createRoomAs(
  url: string,
  host: SignedInUser,
  form: Partial<GameCreationInput> = {},
): Promise<string> {
  return (await createRoomWithCode(url, host, form)).roomId;
}

/** As createRoomAs, resolving with the room's id and its join code. */
async function createRoomWithCode(url: string, host: SignedInUser, form: Partial<GameCreationInput>) {
  const [customCategory1, customCategory2] = CATEGORIES[0];
  return createLobbyRoom(url, host.cookie, { ...TEST_GAME_FORM, customCategory1, customCategory2, ...form });
}

/** Takes a seat in the lobby and submits this seat's two categories (the host has them already). */
export async function joinLobby(player: TestPlayer, roomId: string, seat: number): Promise<void> {
  const joined = await player.lobby('lobby:join', { roomId });
  if (!joined.ok) throw new Error(`lobby:join was refused: ${joined.error.code}`);
  if (seat === 0) return;
  const [category1, category2] = CATEGORIES[seat % CATEGORIES.length] ?? CATEGORIES[1];
  const ready = await player.lobby('lobby:submit-categories', { roomId, category1, category2 });
  if (!ready.ok) throw new Error(`lobby:submit-categories was refused: ${ready.error.code}`);
}

export interface StartedGame {
  readonly roomId: string;
  /** The room's six-character code, as friends type it. */
  readonly joinCode: string;
  /** In seat order; the first is the host. */
  readonly players: TestPlayer[];
  /** Each player's view from their own `game:join`, in seat order. */
  readonly views: PlayerView[];
}

/**
 * Plays the lobby through for `count` new guests (or the users given): the first creates the room,
 * everyone joins and gets ready, the host starts, and then every player sends `game:join`.
 */
export async function startGameFor(
  url: string,
  options: {
    count?: number;
    users?: SignedInUser[];
    form?: Partial<GameCreationInput>;
    /** Runs in the lobby once everyone is ready, before the host starts (as the host: `host`). */
    beforeStart?: (roomId: string, host: TestPlayer, players: readonly TestPlayer[]) => Promise<void>;
  } = {},
): Promise<StartedGame> {
  const users =
    options.users ??
    (await Promise.all(Array.from({ length: options.count ?? 3 }, () => signInAsGuest(url))));
  const host = users[0];
  if (host === undefined) throw new Error('a game needs players');
  const { roomId, joinCode } = await createRoomWithCode(url, host, options.form ?? {});
  const players = await Promise.all(users.map((user) => connectPlayer(url, user)));
  for (const [seat, player] of players.entries()) await joinLobby(player, roomId, seat);
  if (options.beforeStart && players[0]) await options.beforeStart(roomId, players[0], players);

  const started = await players[0]?.lobby('lobby:start', { roomId });
  if (!started?.ok)
    throw new Error(`lobby:start was refused: ${started?.ok === false && started.error.code}`);
  const views = await Promise.all(
    players.map(async (player) => acceptedView(await player.game('game:join', { roomId }))),
  );
  return { roomId, joinCode, players, views };
}

/** Closes every player's connection. */
export function closePlayers(players: readonly TestPlayer[]): void {
  for (const player of players) player.close();
}
