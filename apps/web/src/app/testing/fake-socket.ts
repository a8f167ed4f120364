import type { LobbyAck, LobbyView } from '@npat/protocol';
import { vi } from 'vitest';
import type * as SocketModule from '@/lib/socket';
import type { GameSocket, TabClientEvents, TabServerEvents } from '@/lib/socket';

/** What socket.io itself delivers besides the server's events; tests play reconnects with 'connect'. */
type ConnectionEvents = { connect: () => void; disconnect: (reason: string) => void };
type ListenEvents = TabServerEvents & ConnectionEvents;
type ListenEvent = keyof ListenEvents;

type IntentName = keyof TabClientEvents;
type PayloadOf<N extends IntentName> = Parameters<TabClientEvents[N]>[0];
type AckOf<N extends IntentName> = Parameters<Parameters<TabClientEvents[N]>[1]>[0];

/** One intent the tab sent, its name and payload as the protocol's event map pairs them. */
export type SentIntent = { [N in IntentName]: { event: N; payload: PayloadOf<N> } }[IntentName];
/** An answer the protocol allows for some intent. */
export type AnyAck = { [N in IntentName]: AckOf<N> }[IntentName];
/** Answers an intent as the server would: an ack, a promise of one, or a throw for no answer in time. */
export type Responder = (intent: SentIntent) => AnyAck | Promise<AnyAck>;

type Listener = (...args: never[]) => void;

const timedOut: Responder = () => {
  throw new Error('operation has timed out');
};

/**
 * A stand-in for the tab's socket.io connection in screen tests, typed by the protocol's event maps
 * (ServerToClientEvents, ClientToServerEvents and the game's): an event renamed or reshaped there is a
 * compile error here and in every test that plays it. Tests mock '@/lib/socket' with `fakeSocketModule`,
 * answer intents through `respond` (clock pings are never answered), and play the server with
 * `serverEmit`. The real server and socket
 * are exercised by the server's integration tests and the Playwright tests.
 */
export class FakeSocket implements Pick<GameSocket, 'connected' | 'active'> {
  connected = true;
  active = true;
  readonly sent: SentIntent[] = [];
  private readonly listeners = new Map<ListenEvent, Set<Listener>>();
  private responder: Responder = timedOut;

  /** How the "server" answers each intent from now on. */
  respond(responder: Responder): void {
    this.responder = responder;
  }

  on<E extends ListenEvent>(event: E, listener: ListenEvents[E]): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }

  off<E extends ListenEvent>(event: E, listener: ListenEvents[E]): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  timeout(_ms: number) {
    return {
      emitWithAck: async <N extends IntentName>(event: N, payload: PayloadOf<N>): Promise<AckOf<N>> => {
        const intent = { event, payload } as SentIntent;
        this.sent.push(intent);
        // Clock pings get no answer, so a screen's server time is its first view's `serverNow`.
        if (intent.event === 'clock:ping') throw new Error('operation has timed out');
        // The responder answers any intent; which ack goes with which is the test's to get right.
        return (await this.responder(intent)) as AckOf<N>;
      },
    };
  }

  /** Delivers an event as if the server had sent it ('connect' plays a reconnect). */
  serverEmit<E extends ListenEvent>(event: E, ...args: Parameters<ListenEvents[E]>): void {
    this.deliver(event, args);
  }

  /** Delivers what no server of this protocol sends, to show that a screen drops it. */
  serverEmitMalformed(event: keyof TabServerEvents, raw: unknown): void {
    this.deliver(event, [raw]);
  }

  /** The payloads of the intents sent with one name, in order. */
  sentOf<N extends IntentName>(event: N): PayloadOf<N>[] {
    return this.sent.filter((each) => each.event === event).map((each) => each.payload as PayloadOf<N>);
  }

  reset(): void {
    this.connected = true;
    this.sent.length = 0;
    this.listeners.clear();
    this.respond(timedOut);
  }

  private deliver(event: ListenEvent, args: readonly unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      (listener as (...each: readonly unknown[]) => void)(...args);
    }
  }
}

export const fakeSocket = new FakeSocket();

/**
 * The module '@/lib/socket' as tests see it: `vi.mock('@/lib/socket', () => fakeSocketModule)`. Every
 * export of the real module is here, with the real one's type (the socket aside).
 */
export const fakeSocketModule = {
  gameSocket: () => fakeSocket,
  holdConnection: () => () => {},
  closeSocket: vi.fn<() => void>(),
  useSocketConnected: () => fakeSocket.connected,
} satisfies {
  [K in keyof typeof SocketModule]: K extends 'gameSocket' ? () => FakeSocket : (typeof SocketModule)[K];
};

/** An ack that accepts a lobby intent and answers with `view`. */
export function okAck(view: LobbyView): LobbyAck {
  return { ok: true, view };
}
