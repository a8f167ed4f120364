import { z } from 'zod';

/** Path the socket.io server listens on; the web client must use the same. */
export const SOCKET_PATH = '/socket.io';

/** First message on every connection, so a client can tell it speaks an outdated protocol. */
export const serverHelloSchema = z.object({
  protocolVersion: z.number().int().positive(),
});

export type ServerHello = z.infer<typeof serverHelloSchema>;

/** Events the server emits to clients (socket.io's "emit events" of the server). */
export interface ServerToClientEvents {
  'server:hello': (hello: ServerHello) => void;
}

/**
 * Events clients emit to the server. None yet: later issues add intents here,
 * each validated by its own schema on the server.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by later issues
export interface ClientToServerEvents {}
