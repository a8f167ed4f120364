import type { Agent } from 'node:http';
import { FuzzSocket } from './fuzz-socket.ts';
import type { Knowledge } from './knowledge.ts';
import { signInGuest, type GuestSession } from './sessions.ts';

export interface PlayerDeps {
  readonly url: string;
  /** The HTTP agent of this player's loopback address. */
  readonly agent: Agent;
  readonly localAddress: string;
  readonly knowledge: Knowledge;
  readonly ratePerSecond: number;
  /** Told why the server closed a socket. */
  readonly onDisconnect: (reason: string) => void;
}

/**
 * A guest and their one socket. A socket the server dropped (a parse error, a rate limit, a refused
 * message that ends the connection) is opened again; when the session itself is gone (the fuzzer
 * signed it out), a new guest takes its place.
 */
export class Player {
  reconnects = 0;
  newSessions = 0;
  private reconnecting: Promise<FuzzSocket> | undefined;
  private rawQueue: Promise<void> = Promise.resolve();

  private constructor(
    private readonly deps: PlayerDeps,
    public session: GuestSession,
    public socket: FuzzSocket,
  ) {}

  static async create(deps: PlayerDeps): Promise<Player> {
    const session = await signInGuest(deps.url, deps.agent);
    return new Player(deps, session, await FuzzSocket.open(socketOptions(deps, session)));
  }

  /**
   * Sends `text` as a raw packet on a new socket of this player's session, waits a moment for the
   * server's reaction and closes it. Resolves with what happened: dropped (by the server) or kept.
   */
  sendRawAlone(text: string): Promise<'dropped' | 'kept'> {
    // One at a time: the server allows a session only a few sockets at once.
    const sent = this.rawQueue.then(() => this.sendRawNow(text));
    this.rawQueue = sent.then(
      () => undefined,
      () => undefined,
    );
    return sent;
  }

  /** A new guest in this player's place, e.g. when the old one may open no more rooms. */
  async startOver(): Promise<void> {
    const currentRoom = this.socket.currentRoom;
    this.socket.close();
    this.newSessions += 1;
    this.session = await signInGuest(this.deps.url, this.deps.agent);
    this.socket = await FuzzSocket.open(socketOptions(this.deps, this.session));
    this.socket.currentRoom = currentRoom;
  }

  private async sendRawNow(text: string): Promise<'dropped' | 'kept'> {
    const socket = await FuzzSocket.open({
      ...socketOptions(this.deps, this.session),
      onDisconnect: () => {},
    });
    try {
      socket.writeRaw(text);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 150);
        socket.socket.once('disconnect', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      return socket.connected ? 'kept' : 'dropped';
    } finally {
      socket.close();
    }
  }

  get uid(): string {
    return this.session.user.uid;
  }

  /**
   * The connected socket, opened again if it was dropped. Callers hold the gate (a new guest is a
   * change the state checks would see).
   */
  ensureConnected(): Promise<FuzzSocket> {
    if (this.socket.connected) return Promise.resolve(this.socket);
    this.reconnecting ??= this.reconnect().finally(() => (this.reconnecting = undefined));
    return this.reconnecting;
  }

  close(): void {
    this.socket.close();
  }

  private async reconnect(): Promise<FuzzSocket> {
    this.reconnects += 1;
    const currentRoom = this.socket.currentRoom;
    let socket: FuzzSocket;
    try {
      socket = await FuzzSocket.open(socketOptions(this.deps, this.session));
    } catch {
      this.newSessions += 1;
      this.session = await signInGuest(this.deps.url, this.deps.agent);
      socket = await FuzzSocket.open(socketOptions(this.deps, this.session));
    }
    socket.currentRoom = currentRoom;
    this.socket = socket;
    return socket;
  }
}

function socketOptions(deps: PlayerDeps, session: GuestSession) {
  return {
    url: deps.url,
    session,
    localAddress: deps.localAddress,
    knowledge: deps.knowledge,
    ratePerSecond: deps.ratePerSecond,
    onDisconnect: deps.onDisconnect,
  };
}
