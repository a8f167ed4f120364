import type { PlayerView } from '@npat/engine';
import {
  draftAckSchema,
  gameAckSchema,
  gameProgressSchema,
  lobbyAckSchema,
  playerViewSchema,
  PROTOCOL_VERSION,
  type DraftAck,
  type GameAck,
  type HandshakeAuth,
  type LobbyAck,
  type LobbyIntentName,
  type LobbyIntentPayload,
  type User,
} from '@npat/protocol';
import { io, type Socket } from 'socket.io-client';
import type { GameTestSocket } from '../game/testing/game-client.ts';
import { checked } from './checked-message.ts';
import { heldView } from './held-view.ts';
import type { SignedInUser } from './identity-client.ts';
import { nextHello } from './socket-client.ts';

const ACK_TIMEOUT_MS = 10_000;

/**
 * A player whose socket.io client reconnects by itself, and who then does what the web app does: joins
 * the game again (and shows the full view that answers it) and sends again every draft that got no ack.
 */
export interface ReconnectingPlayer {
  readonly user: User;
  readonly socket: GameTestSocket;
  /** The text of every draft sent, in order, once per sending. */
  readonly sentDrafts: string[];
  lobby<N extends LobbyIntentName>(name: N, payload: LobbyIntentPayload<N>): Promise<LobbyAck>;
  /** A game intent whose ack carries a view (not a draft); resolves with that view. */
  intent(name: 'game:continue' | 'game:next-round', roomId: string): Promise<PlayerView>;
  /** Joins `roomId`'s game now, and again after every reconnect; resolves with this join's view. */
  play(roomId: string): Promise<PlayerView>;
  /** The view of the `count`th join (1: the first), once it has answered. */
  joined(count: number): Promise<PlayerView>;
  /** Types `text` into a category: sent now, and again after a reconnect; resolves once acknowledged. */
  type(categoryId: string, text: string): Promise<void>;
  latestView(): PlayerView | undefined;
  viewWhere(matches: (view: PlayerView) => boolean): Promise<PlayerView>;
  close(): void;
}

/** Connects `signedIn` to `url` (a balancer) over WebSocket, presenting `url` as a browser's Origin. */
export async function connectReconnectingPlayer(
  url: string,
  signedIn: SignedInUser,
): Promise<ReconnectingPlayer> {
  const socket: GameTestSocket = io(url, {
    forceNew: true,
    transports: ['websocket'],
    reconnection: true,
    extraHeaders: { cookie: signedIn.cookie, origin: url },
    auth: { protocolVersion: PROTOCOL_VERSION } satisfies HandshakeAuth,
  });
  const emit = (name: string, payload: unknown): Promise<unknown> =>
    (socket as unknown as Socket).timeout(ACK_TIMEOUT_MS).emitWithAck(name, payload);

  const held = heldView();
  const { receive, viewWhere } = held;
  socket.on('game:state', (view) => receive(checked(playerViewSchema, view)));
  socket.on('game:progress', (update) => {
    if (held.latest() !== undefined) held.progress(checked(gameProgressSchema, update));
  });

  let roomId: string | undefined;
  const joins: PlayerView[] = [];
  const joinWaiters: (() => void)[] = [];
  const join = async (id: string) => {
    const ack = checked(gameAckSchema, await emit('game:join', { roomId: id })) as GameAck<PlayerView>;
    if (!ack.ok) throw new Error(`game:join was refused: ${ack.error.code}`);
    receive(ack.view);
    joins.push(ack.view);
    for (const wake of joinWaiters.splice(0)) wake();
    return ack.view;
  };

  // What was typed and what the server acknowledged, per category, as the web app's answer fields keep them.
  const typed = new Map<string, string>();
  const saved = new Map<string, string>();
  const savedWaiters: { categoryId: string; text: string; settle: (error?: Error) => void }[] = [];
  const sentDrafts: string[] = [];
  const send = async (categoryId: string) => {
    const text = typed.get(categoryId) ?? '';
    if (roomId === undefined || saved.get(categoryId) === text) return;
    sentDrafts.push(text);
    let ack: DraftAck;
    try {
      ack = checked(draftAckSchema, await emit('game:save-answer', { roomId, categoryId, text })) as DraftAck;
    } catch {
      return; // No ack (the connection dropped): still unsaved, so it goes again on the next connect.
    }
    for (const waiter of savedWaiters.filter((each) => each.categoryId === categoryId)) {
      if (ack.ok && waiter.text !== text) continue;
      savedWaiters.splice(savedWaiters.indexOf(waiter), 1);
      waiter.settle(ack.ok ? undefined : new Error(`a draft was refused: ${ack.error.code}`));
    }
    if (!ack.ok) return;
    saved.set(categoryId, text);
    held.ownDraft(categoryId, text);
  };

  await nextHello(socket as never);
  // Every later connect is a reconnect: the game's view is rebuilt from a join, then the unsaved drafts go.
  socket.on('connect', () => {
    if (roomId === undefined) return;
    void join(roomId).then(() => Promise.all([...typed.keys()].map(send)));
  });

  return {
    user: signedIn.user,
    socket,
    sentDrafts,
    lobby: async (name, payload) => checked(lobbyAckSchema, await emit(name, payload)) as LobbyAck,
    async intent(name, id) {
      const ack = checked(gameAckSchema, await emit(name, { roomId: id })) as GameAck<PlayerView>;
      if (!ack.ok) throw new Error(`${name} was refused: ${ack.error.code}`);
      receive(ack.view);
      return ack.view;
    },
    play(id) {
      roomId = id;
      return join(id);
    },
    joined(count) {
      const wait = (): Promise<PlayerView> =>
        joins.length >= count
          ? Promise.resolve(joins[count - 1]!)
          : new Promise((wake) => joinWaiters.push(() => wake(wait())));
      return wait();
    },
    type(categoryId, text) {
      typed.set(categoryId, text);
      const done = new Promise<void>((resolve, reject) =>
        savedWaiters.push({ categoryId, text, settle: (error) => (error ? reject(error) : resolve()) }),
      );
      void send(categoryId);
      return done;
    },
    latestView: held.latest,
    viewWhere,
    close: () => socket.disconnect(),
  };
}
