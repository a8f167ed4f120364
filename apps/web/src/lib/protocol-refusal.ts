import { useSyncExternalStore } from 'react';
import type { SOCKET_CONNECT_ERROR_CODES } from '@npat/protocol';

type Codes = typeof SOCKET_CONNECT_ERROR_CODES;

/**
 * The server refused this build's protocol version at the handshake (docs/decisions/053-versioned-protocol.md):
 * the tab must load the new release (`client-too-old`), or wait for the server's (`server-too-old`). `retry`
 * asks the server again now; `attempt` counts the refusals, so a screen can tell a retry was answered.
 */
export interface ProtocolRefusal {
  readonly code: Codes['clientTooOld'] | Codes['serverTooOld'];
  readonly retry: () => void;
  readonly attempt: number;
}

// Kept apart from the socket's module (which loads socket.io-client), so the room's layout reads it for free.
let current: ProtocolRefusal | undefined;
let attempts = 0;
const listeners = new Set<() => void>();

function publish(next: ProtocolRefusal | undefined): void {
  current = next;
  for (const listener of listeners) listener();
}

/** The handshake was refused for the protocol version: the room's screens give way to the version screen. */
export function reportProtocolRefusal(code: ProtocolRefusal['code'], retry: () => void): void {
  attempts += 1;
  publish({ code, retry, attempt: attempts });
}

/** A handshake was accepted: whatever was refused before no longer holds. */
export function clearProtocolRefusal(): void {
  if (current !== undefined) publish(undefined);
}

/** The refusal in force, re-rendering when it comes, repeats or goes. */
export function useProtocolRefusal(): ProtocolRefusal | undefined {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => current,
    () => undefined,
  );
}
