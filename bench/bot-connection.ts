import { performance } from 'node:perf_hooks';
import { withProgress, type PlayerView } from '@npat/engine';
import type { DraftAck, GameAck, GameProgress, LobbyAck, LobbyView } from '@npat/protocol';
import { io, type Socket } from 'socket.io-client';
import type { BotUser } from './http-client.ts';
import type { Metrics } from './metrics.ts';

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

  private constructor(
    readonly bot: BotUser,
    readonly socket: Socket,
    private readonly metrics: Metrics,
    private readonly ackTimeoutMs: number,
  ) {
    socket.on('lobby:state', (view: LobbyView) => this.acceptLobby(view));
    socket.on('game:state', (view: PlayerView) => this.acceptGame(view));
    // Progress (filled counts, Done, Done reviewing) comes as one small message for the whole room.
    socket.on('game:progress', (update: GameProgress) => {
      if (this.game === undefined) return;
      this.game = withProgress(this.game, update);
      this.notify();
    });
    socket.on('disconnect', (reason: string) => {
      if (!this.closing) metrics.recordError('disconnect', `${bot.user.uid}: ${reason}`);
      this.notify();
    });
  }

  /** Connects with the session cookie and the app's Origin; resolves after `server:hello`. */
  static async open(url: string, bot: BotUser, metrics: Metrics, ackTimeoutMs: number) {
    const socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 30_000,
      extraHeaders: { cookie: bot.cookie, origin: url },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('server:hello', () => resolve());
      socket.once('connect_error', (error: Error) => reject(new Error(`connect_error: ${error.message}`)));
    });
    return new BotConnection(bot, socket, metrics, ackTimeoutMs);
  }

  get uid(): string {
    return this.bot.user.uid;
  }

  /**
   * Emits intent `name` and resolves with its ack, timing emit → ack. A refusal is counted as an error
   * and returned; a timeout or a lost connection is counted and thrown.
   */
  send<A extends AnyAck = AnyAck>(name: string, payload: object): Promise<A> {
    const sentAt = performance.now();
    return new Promise<A>((resolve, reject) => {
      if (!this.socket.connected) return reject(new Error(`${name}: not connected`));
      this.socket.timeout(this.ackTimeoutMs).emit(name, payload, (error: Error | null, ack: A) => {
        if (error !== null) {
          this.metrics.recordError('ack-timeout', `${name} after ${this.ackTimeoutMs} ms`);
          return reject(new Error(`${name}: no ack within ${this.ackTimeoutMs} ms`));
        }
        this.metrics.recordAck(name, performance.now() - sentAt);
        if (ack.ok) {
          // A draft's ack carries no view; the bots need no view of their own drafts.
          if (!('view' in ack)) return resolve(ack);
          if (name.startsWith('lobby:')) this.acceptLobby(ack.view as LobbyView);
          else this.acceptGame(ack.view as PlayerView);
        } else {
          this.metrics.recordError(`refused ${name} (${ack.error.code})`, ack.error.message);
        }
        resolve(ack);
      });
    });
  }

  /** One clock:ping round trip: the server's clock and the bench's send and receive times. */
  ping(): Promise<{ sentAt: number; receivedAt: number; serverNow: number }> {
    const sentAt = Date.now();
    const started = performance.now();
    return new Promise((resolve, reject) => {
      this.socket
        .timeout(this.ackTimeoutMs)
        .emit('clock:ping', { clientSentAt: sentAt }, (error: Error | null, pong: { serverNow: number }) => {
          if (error !== null) {
            this.metrics.recordError('ack-timeout', 'clock:ping');
            return reject(new Error('clock:ping: no answer'));
          }
          this.metrics.recordAck('clock:ping', performance.now() - started);
          resolve({ sentAt, receivedAt: Date.now(), serverNow: pong.serverNow });
        });
    });
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
        if (!this.socket.connected) finish(() => reject(new Error(`disconnected waiting for ${what}`)));
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
    this.onGameView?.(view, Date.now());
    this.game = view;
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
