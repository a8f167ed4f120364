import { performance } from 'node:perf_hooks';
import { withProgress, type PlayerView } from '@npat/engine';
import {
  PROTOCOL_VERSION,
  type DraftAck,
  type GameAck,
  type GameProgress,
  type HandshakeAuth,
  type LobbyAck,
  type LobbyView,
} from '@npat/protocol';
import { io, type Socket } from 'socket.io-client';
import type { BotUser } from './http-client.ts';
import type { Metrics } from './metrics.ts';
import { SERVER_FULL } from './refused-starts.ts';

export type AnyAck = LobbyAck | GameAck<PlayerView> | DraftAck;

/**
 * One bot's socket.io connection: sends intents and times their acks, keeps the latest lobby and game
 * views (from broadcasts and acks alike, which arrive in commit order) and lets the bot wait for one.
 */
export class BotConnection {
  lobby: LobbyView | undefined;
  game: PlayerView | undefined;
  /** Called for every game view with the moment (Date.now) it arrived, before anyone waiting sees it. */
  onGameView: ((view: PlayerView, receivedAt: number) => void) | undefined;
  private closing = false;
  private readonly listeners = new Set<() => void>();
  /** When the socket dropped, while it is away (reconnecting bots only). */
  private disconnectedAt: number | undefined;
  /** The room to join again after a reconnect, and with which intent. */
  private stage: { intent: 'lobby:join' | 'game:join'; roomId: string } | undefined;

  private constructor(
    readonly bot: BotUser,
    readonly socket: Socket,
    private readonly metrics: Metrics,
    private readonly ackTimeoutMs: number,
    private readonly reconnects: boolean,
  ) {
    socket.onAny((event: string) => metrics.recordReceived(event));
    socket.on('lobby:state', (view: LobbyView) => this.acceptLobby(view));
    socket.on('game:state', (view: PlayerView) => this.acceptGame(view));
    // Progress (filled counts, Done, Done reviewing) comes as one small message for the whole room.
    socket.on('game:progress', (update: GameProgress) => {
      if (this.game === undefined) return;
      this.game = withProgress(this.game, update);
      this.notify();
    });
    socket.on('disconnect', (reason: string) => {
      if (!this.closing) {
        const at = Date.now();
        // A second drop before the rejoin still counts the reconnect from the first one.
        this.disconnectedAt ??= at;
        if (this.reconnects && metrics.kill.explains(at)) metrics.kill.disconnects += 1;
        else metrics.recordError('disconnect', `${bot.user.uid}: ${reason}`);
      }
      this.notify();
    });
    // socket.io-client reconnects by itself (through the balancer, to a live node); the server greets
    // every new connection, and the bot then joins its room again as the web app does.
    if (reconnects) socket.on('server:hello', () => void this.rejoin());
  }

  /**
   * Connects with the session cookie and the app's Origin; resolves after `server:hello`. With
   * `reconnects`, a dropped socket reconnects, joins its room again and resends what lost its ack.
   * `roomKey`, the same for every bot of a room, goes as `?room=` as the web app sends its room's id, so
   * the balancer can send a room's bots to one node.
   */
  static async open(
    url: string,
    bot: BotUser,
    metrics: Metrics,
    ackTimeoutMs: number,
    reconnects: boolean,
    roomKey: string,
  ) {
    const socket = io(url, {
      query: { room: roomKey },
      transports: ['websocket'],
      reconnection: reconnects,
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
      forceNew: true,
      timeout: 30_000,
      extraHeaders: { cookie: bot.cookie, origin: url },
      // As the web app: without its protocol version the handshake is refused (client-too-old).
      auth: { protocolVersion: PROTOCOL_VERSION } satisfies HandshakeAuth,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('server:hello', () => resolve());
      socket.once('connect_error', (error: Error) => reject(new Error(`connect_error: ${error.message}`)));
    });
    return new BotConnection(bot, socket, metrics, ackTimeoutMs, reconnects);
  }

  get uid(): string {
    return this.bot.user.uid;
  }

  /**
   * Emits intent `name` and resolves with its ack, timing emit → ack. A refusal is counted as an error
   * (a full server's is counted by whoever seats the room) and returned; a timeout or a lost
   * connection is counted and thrown, except that a reconnecting bot sends it again once back.
   */
  async send<A extends AnyAck = AnyAck>(name: string, payload: object): Promise<A> {
    const { reply: ack, resent } = await this.exchange<A>(name, () => payload);
    if (ack.ok) {
      if ((name === 'lobby:join' || name === 'game:join') && 'roomId' in payload)
        this.stage = { intent: name, roomId: String(payload.roomId) };
      // A draft's ack carries no view; the bots need no view of their own drafts.
      if (!('view' in ack)) return ack;
      if (name.startsWith('lobby:')) this.acceptLobby(ack.view as LobbyView);
      else this.acceptGame(ack.view as PlayerView);
    } else if (resent) {
      this.metrics.kill.noteRefusedResend(name, ack.error.code);
    } else if (ack.error.code !== SERVER_FULL) {
      this.metrics.recordError(`refused ${name} (${ack.error.code})`, ack.error.message);
    }
    return ack;
  }

  /** One clock:ping round trip: the server's clock and the bench's send and receive times. */
  async ping(): Promise<{ sentAt: number; receivedAt: number; serverNow: number }> {
    let sentAt = 0;
    const { reply } = await this.exchange<{ serverNow: number }>('clock:ping', () => {
      sentAt = Date.now();
      return { clientSentAt: sentAt };
    });
    return { sentAt, receivedAt: Date.now(), serverNow: reply.serverNow };
  }

  /** Emit → ack, timed; a reconnecting bot waits until it is back and sends again what the drop swallowed. */
  private async exchange<R>(name: string, payload: () => object): Promise<{ reply: R; resent: boolean }> {
    for (let attempt = 0; ; attempt += 1) {
      if (this.reconnects) await this.back(name);
      else if (!this.socket.connected) throw new Error(`${name}: not connected`);
      const sentAt = performance.now();
      try {
        const reply = await this.emitWithAck<R>(name, payload());
        this.metrics.recordAck(name, performance.now() - sentAt);
        return { reply, resent: attempt > 0 };
      } catch (error) {
        const dropped = this.disconnectedAt !== undefined || !this.socket.connected;
        if (this.reconnects && dropped && !this.closing) {
          this.metrics.kill.resent += 1;
          continue;
        }
        this.metrics.recordError('ack-timeout', `${name} after ${this.ackTimeoutMs} ms`);
        throw error;
      }
    }
  }

  private emitWithAck<R>(name: string, payload: object): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.socket.timeout(this.ackTimeoutMs).emit(name, payload, (error: Error | null, reply: R) => {
        if (error !== null) reject(new Error(`${name}: ${error.message}`));
        else resolve(reply);
      });
    });
  }

  /** Resolves once the socket is connected and has joined its room again (at once when it never left). */
  private back(what: string): Promise<void> {
    if (this.disconnectedAt === undefined && this.socket.connected) return Promise.resolve();
    const limitMs = this.ackTimeoutMs * 3;
    return this.waitFor(
      () => (this.disconnectedAt === undefined && this.socket.connected ? true : undefined),
      {
        timeoutMs: limitMs,
        what: `a reconnect before ${what}`,
      },
    ).then(() => undefined);
  }

  /** After a reconnect: join the room again; its ack is the fresh view, which ends the reconnect. */
  private async rejoin(): Promise<void> {
    const away = this.disconnectedAt;
    if (away === undefined) return;
    const stage = this.stage;
    if (stage !== undefined) {
      try {
        const ack = await this.emitWithAck<LobbyAck | GameAck<PlayerView>>(stage.intent, {
          roomId: stage.roomId,
        });
        if (!ack.ok)
          this.metrics.recordError(
            `refused rejoining ${stage.intent} (${ack.error.code})`,
            ack.error.message,
          );
        else if (stage.intent === 'lobby:join') this.acceptLobby(ack.view as LobbyView);
        else this.acceptGame(ack.view as PlayerView);
      } catch (error) {
        // Dropped again before the ack: the next server:hello tries again.
        if (!this.socket.connected) return;
        this.metrics.recordError('rejoin', error instanceof Error ? error.message : String(error));
      }
    }
    this.metrics.kill.reconnectMs.push(Date.now() - away);
    this.disconnectedAt = undefined;
    this.notify();
  }

  /** Resolves with the latest game view once `predicate` holds (at once if it does already). */
  waitForGame(predicate: (view: PlayerView) => boolean, timeoutMs: number, what: string) {
    return this.waitFor(() => (this.game !== undefined && predicate(this.game) ? this.game : undefined), {
      timeoutMs,
      what,
    });
  }

  /** Resolves once `read` returns a value; rejects after `timeoutMs` or when the connection drops. */
  waitFor<T>(read: () => T | undefined, { timeoutMs, what }: { timeoutMs: number; what: string }) {
    return new Promise<T>((resolve, reject) => {
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        this.listeners.delete(check);
        settle();
      };
      const check = () => {
        const value = read();
        if (value !== undefined) return finish(() => resolve(value));
        // A reconnecting bot keeps waiting: the view it waits for comes once it has joined again.
        if (!this.socket.connected && !this.reconnects)
          finish(() => reject(new Error(`disconnected waiting for ${what}`)));
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`no ${what} within ${Math.round(timeoutMs / 1000)} s`))),
        timeoutMs,
      );
      this.listeners.add(check);
      check();
    });
  }

  close(): void {
    this.closing = true;
    this.socket.disconnect();
  }

  private acceptLobby(view: LobbyView): void {
    this.lobby = view;
    this.notify();
  }

  private acceptGame(view: PlayerView): void {
    this.metrics.kill.noteView(view);
    this.onGameView?.(view, Date.now());
    this.game = view;
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
