import type { PlayerView } from '@npat/engine';
import {
  draftAckSchema,
  gameAckSchema,
  gameProgressSchema,
  lobbyAckSchema,
  playAgainSchema,
  playerViewSchema,
  PROTOCOL_VERSION,
  type ClientToServerEvents,
  type DraftAck,
  type GameAck,
  type GameAckOf,
  type GameError,
  type GameClientToServerEvents,
  type GameIntentName,
  type GameIntentPayload,
  type GameServerToClientEvents,
  type HandshakeAuth,
  type LobbyAck,
  type LobbyIntentName,
  type LobbyIntentPayload,
  type PlayAgain,
  type ServerToClientEvents,
  type User,
} from '@npat/protocol';
import { io, type Socket } from 'socket.io-client';
import type { SignedInUser } from '../../testing/identity-client.ts';
import { checked } from '../../testing/checked-message.ts';
import { heldView } from '../../testing/held-view.ts';
import { nextHello } from '../../testing/socket-client.ts';

/** A socket.io client typed with the lobby's and the game's events. */
export type GameTestSocket = Socket<
  ServerToClientEvents & GameServerToClientEvents<PlayerView>,
  ClientToServerEvents & GameClientToServerEvents<PlayerView>
>;

/** A signed-in player with one real socket.io connection, recording everything it receives. */
export interface TestPlayer {
  readonly user: User;
  readonly cookie: string;
  readonly socket: GameTestSocket;
  /** Every packet this socket received (events and acknowledgements), as JSON text, in order. */
  readonly frames: string[];
  /** Every `game:play-again` invitation received. */
  readonly invites: PlayAgain[];
  /**
   * The latest view: the last one received (`game:state` or an ack), with every 'game:progress' and
   * every own accepted draft since put into it, as the web app does.
   */
  latestView(): PlayerView | undefined;
  game<N extends GameIntentName>(name: N, payload: GameIntentPayload<N>): Promise<GameAckOf<N, PlayerView>>;
  lobby<N extends LobbyIntentName>(name: N, payload: LobbyIntentPayload<N>): Promise<LobbyAck>;
  /** Resolves with the latest view once it satisfies `matches` (at once, if it already does). */
  viewWhere(matches: (view: PlayerView) => boolean): Promise<PlayerView>;
  close(): void;
}

/** Acks come within this long or the test fails with a clear message rather than its own timeout. */
const ACK_TIMEOUT_MS = 10_000;

/** Connects `signedIn` to the server at `url` over a real websocket and waits for server:hello. */
export async function connectPlayer(url: string, signedIn: SignedInUser): Promise<TestPlayer> {
  const socket: GameTestSocket = io(url, {
    reconnection: false,
    forceNew: true,
    transports: ['websocket'],
    extraHeaders: { cookie: signedIn.cookie },
    auth: { protocolVersion: PROTOCOL_VERSION } satisfies HandshakeAuth,
  });
  const frames: string[] = [];
  const invites: PlayAgain[] = [];
  const held = heldView();

  // The manager sees every decoded packet, acknowledgements included, before any handler does.
  socket.io.on('packet', (packet) => frames.push(JSON.stringify(packet)));
  socket.on('game:play-again', (invite) => invites.push(checked(playAgainSchema, invite)));
  socket.on('game:state', (view) => held.receive(checked(playerViewSchema, view)));
  // Filled counts changed by someone's draft come as the room's progress, put into the latest view
  // (like 'game:state', whichever room it is of: a test player plays one game at a time).
  socket.on('game:progress', (update) => {
    held.progress(checked(gameProgressSchema, update));
  });
  await nextHello(socket as never);

  const emit = (name: string, payload: unknown): Promise<unknown> =>
    (socket as unknown as Socket).timeout(ACK_TIMEOUT_MS).emitWithAck(name, payload);

  return {
    user: signedIn.user,
    cookie: signedIn.cookie,
    socket,
    frames,
    invites,
    latestView: held.latest,
    async game<N extends GameIntentName>(name: N, payload: GameIntentPayload<N>) {
      const schema = name === 'game:save-answer' ? draftAckSchema : gameAckSchema;
      const ack = checked(schema, await emit(name, payload)) as GameAck<PlayerView> | DraftAck;
      if (ack.ok && 'view' in ack) held.receive(ack.view);
      else if (ack.ok && name === 'game:save-answer') {
        const { categoryId, text } = payload as GameIntentPayload<'game:save-answer'>;
        held.ownDraft(categoryId, text);
      }
      return ack as GameAckOf<N, PlayerView>;
    },
    lobby: async (name, payload) => checked(lobbyAckSchema, await emit(name, payload)) as LobbyAck,
    viewWhere: held.viewWhere,
    close: () => socket.disconnect(),
  };
}

/** The view of an accepted ack; fails the test with the refusal otherwise. */
export function acceptedView(ack: GameAck<PlayerView>): PlayerView {
  if (!ack.ok) throw refused(ack.error);
  return ack.view;
}

/** Fails the test with the refusal unless `ack` accepted the intent (a draft's ack has no view). */
export function accepted(ack: GameAck<PlayerView> | DraftAck): void {
  if (!ack.ok) throw refused(ack.error);
}

const refused = ({ code, message }: GameError) => new Error(`the intent was refused: ${code} (${message})`);
