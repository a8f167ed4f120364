import { z } from 'zod';
import type { LobbyView } from './lobby.ts';
import type { LobbyAck, LobbyIntentName, LobbyIntentPayload, LobbyKicked } from './rooms-api.ts';

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
  /** The whole lobby after every change: clients render it as it is, never patch it. */
  'lobby:state': (view: LobbyView) => void;
  'lobby:kicked': (kicked: LobbyKicked) => void;
}

/** Events clients emit to the server: intents, each validated by its own schema and acknowledged. */
export type ClientToServerEvents = {
  [N in LobbyIntentName]: (payload: LobbyIntentPayload<N>, ack: (result: LobbyAck) => void) => void;
};
