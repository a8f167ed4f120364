import { PROTOCOL_VERSION } from '@npat/protocol';
import { renderHook, act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearProtocolRefusal, useProtocolRefusal } from './protocol-refusal';

/** socket.io-client's socket as far as the tab's connection uses it: handlers to call, connects to count. */
const client = vi.hoisted(() => {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  return {
    handlers,
    options: undefined as unknown,
    socket: {
      active: false,
      connected: false,
      io: { opts: {} as Record<string, unknown> },
      on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler),
      off: () => {},
      connect: vi.fn(),
      disconnect: vi.fn(),
    },
  };
});

vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    client.options = options;
    return client.socket;
  },
}));

const { closeSocket, holdConnection } = await import('./socket');

/** The server refuses the handshake as socket.io reports it: a connect_error, the socket no longer active. */
function refuse(code: string) {
  act(() => client.handlers.get('connect_error')?.(Object.assign(new Error(code), { data: { code } })));
}

describe('the tab’s handshake', () => {
  let release: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    release = holdConnection('room-1');
    client.socket.connect.mockClear();
  });
  afterEach(() => {
    release();
    closeSocket();
    act(() => clearProtocolRefusal());
    vi.useRealTimers();
  });

  it('sends the protocol version of this build', () => {
    expect(client.options).toMatchObject({ auth: { protocolVersion: PROTOCOL_VERSION } });
  });

  it('reports client-too-old and asks no more, since only a reload helps', () => {
    const { result } = renderHook(() => useProtocolRefusal());
    refuse('client-too-old');
    expect(result.current?.code).toBe('client-too-old');
    vi.advanceTimersByTime(10 * 60_000);
    expect(client.socket.connect).not.toHaveBeenCalled();
  });

  it('reports server-too-old and asks again in a minute, or at once on retry', () => {
    const { result } = renderHook(() => useProtocolRefusal());
    refuse('server-too-old');
    expect(result.current?.code).toBe('server-too-old');
    vi.advanceTimersByTime(59_000);
    expect(client.socket.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(client.socket.connect).toHaveBeenCalledOnce();

    refuse('server-too-old');
    act(() => result.current?.retry());
    vi.advanceTimersByTime(0);
    expect(client.socket.connect).toHaveBeenCalledTimes(2);
  });

  it('forgets the refusal once a handshake is accepted', () => {
    const { result } = renderHook(() => useProtocolRefusal());
    refuse('server-too-old');
    act(() => client.handlers.get('connect')?.());
    expect(result.current).toBeUndefined();
  });
});
