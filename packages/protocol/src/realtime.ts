import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';
import type { LobbyView } from './lobby.ts';
import type { LobbyAck, LobbyIntentName, LobbyIntentPayload, LobbyKicked } from './rooms-api.ts';

/** Path the socket.io server listens on; the web client must use the same. */
export const SOCKET_PATH = '/socket.io';

/**
 * Why a handshake was refused beyond the session checks (see socketAuthErrorDataSchema): the
 * `connect_error`'s message and `data.code` are this. Spelled like the handshake's other codes.
 */
export const SOCKET_CONNECT_ERROR_CODES = ERROR_CODES.socketConnect;

/**
 * What every client sends as socket.io's handshake `auth`: the protocol it speaks (PROTOCOL_VERSION of
 * its build), checked before the session so a stale tab learns to reload rather than anything else.
 */
export const handshakeAuthSchema = z.object({
  protocolVersion: z.number().int().positive(),
});

export type HandshakeAuth = z.infer<typeof handshakeAuthSchema>;

/**
 * First message on every connection. The handshake already refused another protocol version, so the
 * version here only confirms it; test clients and bots wait for this to know they are in.
 */
export const serverHelloSchema = z.object({
  protocolVersion: z.number().int().positive(),
});

export type ServerHello = z.infer<typeof serverHelloSchema>;

/** Events the server emits to clients (socket.io's "emit events" of the server). */
export interface ServerToClientEvents {
  'server:hello': (hello: ServerHello) => void;
  /** The whole lobby after every change: clients show it as is (unless theirs is newer), never patch it. */
  'lobby:state': (view: LobbyView) => void;
  'lobby:kicked': (kicked: LobbyKicked) => void;
}

/** Events clients emit to the server: intents, each validated by its own schema and acknowledged. */
export type ClientToServerEvents = {
  [N in LobbyIntentName]: (payload: LobbyIntentPayload<N>, ack: (result: LobbyAck) => void) => void;
};
