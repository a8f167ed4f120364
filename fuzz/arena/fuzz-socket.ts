import { withProgress, type PlayerView } from '@npat/engine';
import {
  PROTOCOL_VERSION,
  type GameProgress,
  type HandshakeAuth,
  type LobbyView,
  type PlayAgain,
} from '@npat/protocol';
import { io, type Socket } from 'socket.io-client';
import type { Knowledge } from './knowledge.ts';
import type { GuestSession } from './sessions.ts';

/** How an emitted message ended. */
export type EmitOutcome =
  | { readonly type: 'ack'; readonly ack: unknown }
  | { readonly type: 'sent' }
  | { readonly type: 'timeout' }
  | { readonly type: 'disconnected' };

export interface FuzzSocketOptions {
  readonly url: string;
  readonly session: GuestSession;
  readonly localAddress: string;
  readonly knowledge: Knowledge;
  /** Messages per second this socket sends at most, so the server's per-socket limit is rarely met. */
  readonly ratePerSecond: number;
  /** Told why the connection ended, unless the fuzzer closed it. */
  readonly onDisconnect: (reason: string) => void;
}

/**
 * One socket.io connection of a guest, from one loopback address. It paces what it sends (a token
 * bucket), remembers the latest lobby and game views it received (broadcasts and acks alike) and
 * tells the fuzzer's knowledge about every id in them.
 */
export class FuzzSocket {
  readonly lobbies = new Map<string, LobbyView>();
  readonly games = new Map<string, PlayerView>();
  readonly invites: PlayAgain[] = [];
  /**
   * The room whose game this socket's player plays, set by whoever seats them: a broadcast game view
   * does not name its room.
   */
  currentRoom: string | undefined;
  private tokens = 1;
  private refilledAt = Date.now();

  private constructor(
    readonly socket: Socket,
    readonly options: FuzzSocketOptions,
  ) {
    const { knowledge } = options;
    socket.on('lobby:state', (view: LobbyView) => this.seeLobby(view));
    socket.on('game:state', (view: PlayerView) => this.seeGame(this.currentRoom, view));
    socket.on('game:progress', (update: GameProgress) => {
      const view = this.games.get(update.roomId);
      if (view !== undefined) this.games.set(update.roomId, withProgress(view, update));
    });
    socket.on('game:play-again', (invite: PlayAgain) => {
      knowledge.seeRoom(invite.roomId);
      this.invites.push(invite);
      if (this.invites.length > 10) this.invites.shift();
    });
    socket.on('disconnect', (reason: string) => {
      if (reason !== 'io client disconnect') options.onDisconnect(reason);
    });
    knowledge.seeUser(options.session.user.uid);
  }

  /** Connects with the session's cookie and the app's Origin; resolves after `server:hello`. */
  static async open(options: FuzzSocketOptions): Promise<FuzzSocket> {
    const socket = io(options.url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 20_000,
      extraHeaders: { cookie: options.session.cookie, origin: options.url },
      // As the web app: without its protocol version the handshake is refused (client-too-old).
      auth: { protocolVersion: PROTOCOL_VERSION } satisfies HandshakeAuth,
      // engine.io-client hands this to the websocket; its types do not list it.
      ...({ localAddress: options.localAddress } as object),
    });
    await new Promise<void>((resolve, reject) => {
      const fail = (why: string) => {
        clearTimeout(timer);
        socket.close();
        reject(new Error(why));
      };
      // A server that dies during the handshake sends neither hello nor connect_error.
      const timer = setTimeout(() => fail('no server:hello within 20 s'), 20_000);
      socket.once('server:hello', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.once('connect_error', (error: Error) => fail(`connect_error: ${error.message}`));
      socket.once('disconnect', (reason: string) => fail(`disconnected before server:hello: ${reason}`));
    });
    return new FuzzSocket(socket, options);
  }

  get uid(): string {
    return this.options.session.user.uid;
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  /** Waits for this socket's turn under its rate. */
  async pace(): Promise<void> {
    const { ratePerSecond } = this.options;
    for (;;) {
      const now = Date.now();
      this.tokens = Math.min(2, this.tokens + ((now - this.refilledAt) / 1000) * ratePerSecond);
      this.refilledAt = now;
      if (this.tokens >= 1) {
        this.tokens -= 1;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, ((1 - this.tokens) / ratePerSecond) * 1000));
    }
  }

  /** Emits `event` with `args`; with `ack`, waits for the answer (or `timeoutMs`, or the connection's end). */
  emit(event: string, args: readonly unknown[], ack: boolean, timeoutMs: number): Promise<EmitOutcome> {
    if (!this.socket.connected) return Promise.resolve({ type: 'disconnected' });
    if (!ack) {
      this.socket.emit(event, ...args);
      return Promise.resolve({ type: 'sent' });
    }
    return new Promise((resolve) => {
      this.socket.timeout(timeoutMs).emit(event, ...args, (error: Error | null, answer: unknown) => {
        if (error === null) {
          this.seeAck(event, args[0], answer);
          return resolve({ type: 'ack', ack: answer });
        }
        resolve(this.socket.connected ? { type: 'timeout' } : { type: 'disconnected' });
      });
    });
  }

  /** Sends `text` as one raw engine.io message: a socket.io packet the fuzzer wrote (or broke) itself. */
  writeRaw(text: string): void {
    if (this.socket.connected) this.socket.io.engine.write(text);
  }

  close(): void {
    this.socket.disconnect();
  }

  private seeAck(event: string, payload: unknown, answer: unknown): void {
    if (typeof answer !== 'object' || answer === null || !('ok' in answer) || answer.ok !== true) return;
    const { view, invite } = answer as { view?: unknown; invite?: PlayAgain };
    if (invite !== undefined) this.options.knowledge.seeRoom(invite.roomId);
    if (view === undefined) return;
    if (event.startsWith('lobby:')) this.seeLobby(view as LobbyView);
    else {
      const roomId = (payload as { roomId?: unknown }).roomId;
      if (typeof roomId === 'string') this.seeGame(roomId, view as PlayerView);
    }
  }

  private seeLobby(view: LobbyView): void {
    this.lobbies.set(view.roomId, view);
    this.options.knowledge.seeLobby(view);
  }

  private seeGame(roomId: string | undefined, view: PlayerView): void {
    if (roomId === undefined) return;
    this.games.set(roomId, view);
    this.options.knowledge.seeGame(roomId, view);
  }
}
