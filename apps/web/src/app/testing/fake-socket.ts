import type { LobbyAck, LobbyView } from '@npat/protocol';
import { vi } from 'vitest';

type Listener = (...args: unknown[]) => void;
/** Answers an intent as the server would: an ack (lobby or game), a clock pong, or a throw for no answer. */
type Responder = (event: string, payload: Record<string, unknown>) => unknown;

/**
 * A stand-in for the tab's socket.io connection, for unit tests of screens that talk to the lobby. Tests
 * mock '@/lib/socket' with `fakeSocketModule` (see below), answer intents through `respond`, and play the
 * server with `serverEmit`. The real server is exercised by the Playwright tests.
 */
export class FakeSocket {
  connected = true;
  active = true;
  readonly sent: { event: string; payload: Record<string, unknown> }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  private responder: Responder = () => {
    throw new Error('operation has timed out');
  };

  /** How the "server" answers each intent from now on. */
  respond(responder: Responder): void {
    this.responder = responder;
  }

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  timeout() {
    return {
      emitWithAck: async (event: string, payload: Record<string, unknown>) => {
        this.sent.push({ event, payload });
        return this.responder(event, payload);
      },
    };
  }

  /** Delivers an event as if the server had sent it ('connect' plays a reconnect). */
  serverEmit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  /** The intents sent with one name, in order. */
  sentOf(event: string): Record<string, unknown>[] {
    return this.sent.filter((each) => each.event === event).map((each) => each.payload);
  }

  reset(): void {
    this.connected = true;
    this.sent.length = 0;
    this.listeners.clear();
    this.respond(() => {
      throw new Error('operation has timed out');
    });
  }
}

export const fakeSocket = new FakeSocket();

/** The module '@/lib/socket' as tests see it: `vi.mock('@/lib/socket', () => fakeSocketModule)`. */
export const fakeSocketModule = {
  gameSocket: () => fakeSocket,
  holdConnection: () => () => {},
  closeSocket: vi.fn(),
  useRoomConnection: () => {},
  useCloseSocketOnSignOut: () => {},
  useSocketConnected: () => fakeSocket.connected,
};

/** An ack that accepts the intent and answers with `view`. */
export function okAck(view: LobbyView): LobbyAck {
  return { ok: true, view };
}
