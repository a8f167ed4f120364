import {
  createRoomResponseSchema,
  lobbyAckSchema,
  lobbyKickedSchema,
  lobbyViewSchema,
  ROOM_ROUTES,
  type CreateRoomResponse,
  type GameCreationInput,
  type LobbyAck,
  type LobbyIntentName,
  type LobbyIntentPayload,
  type LobbyKicked,
  type LobbyView,
} from '@npat/protocol';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import { checked } from './checked-message.ts';
import { sendJson, signInAsGuest, type SignedInUser } from './identity-client.ts';
import { connectTestSocket, nextHello, type TestSocket } from './socket-client.ts';

/** A valid game-creation form: the default settings and the host's own two categories. */
export const GAME_FORM: GameCreationInput = { customCategory1: 'Rivers', customCategory2: 'Cheeses' };

/** A signed-in player with a live socket that records everything the lobby sends it. */
export interface LobbyClient extends SignedInUser {
  readonly socket: TestSocket;
  /** Every `lobby:state` received, oldest first. */
  readonly states: LobbyView[];
  /** Every `lobby:kicked` received. */
  readonly kicks: LobbyKicked[];
  /** Sends an intent and resolves with its acknowledgement. */
  send<N extends LobbyIntentName>(name: N, payload: LobbyIntentPayload<N>): Promise<LobbyAck>;
  /**
   * Resolves with the latest view (broadcast or acknowledged) once it satisfies `predicate`, at once if
   * it already does. Views arrive in commit order, so the latest one is the lobby as it is.
   */
  stateWhere(predicate: (view: LobbyView) => boolean): Promise<LobbyView>;
  /** Resolves with the next `lobby:kicked`, or the one already received. */
  kicked(): Promise<LobbyKicked>;
}

/** Creates a room over HTTP as the signed-in user of `cookie`; throws unless it answers 201. */
export async function createRoomAs(
  url: string,
  cookie: string,
  form: GameCreationInput = GAME_FORM,
): Promise<CreateRoomResponse> {
  const response = await sendJson(`${url}${ROOM_ROUTES.create}`, 'POST', form, { cookie });
  if (response.status !== 201)
    throw new Error(`creating a room answered ${response.status}: ${await response.text()}`);
  return createRoomResponseSchema.parse(await response.json());
}

/** POST join-by-code as the user of `cookie`. */
export function joinByCode(url: string, cookie: string, code: unknown): Promise<Response> {
  return sendJson(`${url}${ROOM_ROUTES.joinByCode}`, 'POST', { code }, { cookie });
}

/** GET the route guards' access check, with or without a user. */
export function roomAccess(url: string, roomId: string, cookie?: string): Promise<Response> {
  return fetch(`${url}${ROOM_ROUTES.access(roomId)}`, { headers: cookie === undefined ? {} : { cookie } });
}

/** Opens a socket for `signedIn` (a new guest by default) that records what the lobby sends. */
export async function connectLobbyClient(
  url: string,
  signedIn?: SignedInUser,
  options: Partial<ManagerOptions & SocketOptions> = {},
): Promise<LobbyClient> {
  const { user, cookie } = signedIn ?? (await signInAsGuest(url));
  const socket = connectTestSocket(url, { extraHeaders: { cookie }, ...options });
  const states: LobbyView[] = [];
  const kicks: LobbyKicked[] = [];
  // An acknowledged view is as current as a broadcast: a repeated join commits nothing, so it is the
  // only view such a client gets.
  let latest: LobbyView | undefined;
  const changed = new Set<() => void>();
  const notify = () => changed.forEach((listener) => listener());
  socket.on('lobby:state', (view) => {
    states.push(checked(lobbyViewSchema, view));
    latest = view;
    notify();
  });
  socket.on('lobby:kicked', (kicked) => {
    kicks.push(checked(lobbyKickedSchema, kicked));
    notify();
  });
  await nextHello(socket);

  const waitFor = <T>(read: () => T | undefined) =>
    new Promise<T>((resolve) => {
      const check = () => {
        const value = read();
        if (value === undefined) return;
        changed.delete(check);
        resolve(value);
      };
      changed.add(check);
      check();
    });

  return {
    user,
    cookie,
    socket,
    states,
    kicks,
    async send(name, payload) {
      // socket.io cannot resolve its typed signature for a generic event name.
      const emit = socket.emitWithAck.bind(socket) as (event: string, body: unknown) => Promise<LobbyAck>;
      const ack = checked(lobbyAckSchema, await emit(name, payload));
      if (ack.ok) {
        latest = ack.view;
        notify();
      }
      return ack;
    },
    stateWhere(predicate) {
      return waitFor(() => (latest !== undefined && predicate(latest) ? latest : undefined));
    },
    kicked: () => waitFor(() => kicks[0]),
  };
}

/** Tracks the clients of a suite so every test can close its own. */
export function createLobbyKit(url: () => string) {
  const clients: LobbyClient[] = [];
  const kit = {
    async player(signedIn?: SignedInUser, options?: Partial<ManagerOptions & SocketOptions>) {
      const client = await connectLobbyClient(url(), signedIn, options);
      clients.push(client);
      return client;
    },
    /** Sends `lobby:join` and throws unless it was accepted. */
    async join(client: LobbyClient, roomId: string): Promise<LobbyView> {
      const ack = await client.send('lobby:join', { roomId });
      if (!ack.ok) throw new Error(`joining answered ${JSON.stringify(ack.error)}`);
      return ack.view;
    },
    /**
     * A room whose host and `players - 1` guests sit in it, each connected; by default everyone has
     * submitted categories (the host through the form), so all are ready.
     */
    async lobby(players: number, options: { form?: GameCreationInput; ready?: boolean } = {}) {
      const host = await kit.player();
      const { roomId, joinCode } = await createRoomAs(url(), host.cookie, options.form);
      await kit.join(host, roomId);
      const guests: LobbyClient[] = [];
      for (let index = 1; index < players; index += 1) {
        const guest = await kit.player();
        await kit.join(guest, roomId);
        if (options.ready !== false) {
          const ack = await guest.send('lobby:submit-categories', {
            roomId,
            category1: `Topic ${index} A`,
            category2: `Topic ${index} B`,
          });
          if (!ack.ok) throw new Error(`submitting categories answered ${JSON.stringify(ack.error)}`);
        }
        guests.push(guest);
      }
      const everyone = [host, ...guests];
      const settled = (view: LobbyView) =>
        view.slots.length === players &&
        (options.ready === false || view.slots.every((slot) => slot.isReady));
      await Promise.all(everyone.map((client) => client.stateWhere(settled)));
      return { roomId, joinCode, host, guests, everyone };
    },
    closeAll() {
      for (const client of clients.splice(0)) client.socket.disconnect();
    },
  };
  return kit;
}

export type LobbyKit = ReturnType<typeof createLobbyKit>;
