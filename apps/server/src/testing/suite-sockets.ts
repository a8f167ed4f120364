import { socketAuthErrorDataSchema } from '@npat/protocol';
import { afterEach } from 'vitest';
import { connectTestSocket, connectionRefusal, type TestSocket } from './socket-client.ts';

/**
 * Opens test sockets like `connectTestSocket` for the suite that calls this (inside its `describe`), and
 * disconnects them after each test, so no test sees the sockets of the one before.
 */
export function socketsClosedAfterEach(): typeof connectTestSocket {
  const sockets: TestSocket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  return (...args) => {
    const socket = connectTestSocket(...args);
    sockets.push(socket);
    return socket;
  };
}

/** The refusal's message and the code in its data, once the client saw it. */
export async function refusalOf(socket: TestSocket): Promise<{ message: string; code: string }> {
  const error = (await connectionRefusal(socket)) as Error & { data?: unknown };
  return { message: error.message, code: socketAuthErrorDataSchema.parse(error.data).code };
}
