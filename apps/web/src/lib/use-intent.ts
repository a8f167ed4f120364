import {
  LOBBY_ERROR_CODES,
  lobbyAckSchema,
  type GameIntentName,
  type LobbyAck,
  type LobbyIntentName,
  type LobbyIntentPayload,
} from '@npat/protocol';
import { useCallback, useState } from 'react';
import { text } from '@/i18n/locale-store';
import { toast } from '@/lib/toast';
import { parseIncoming } from './incoming';
import { gameSocket } from './socket';

/** How long an intent may wait for its acknowledgement; longer than any commit on a slow phone network. */
export const ACK_TIMEOUT_MS = 10_000;

/** Sends one intent and resolves with its validated ack; rejects when none arrives in time. */
export async function emitIntent<N extends LobbyIntentName>(
  name: N,
  payload: LobbyIntentPayload<N>,
  timeoutMs = ACK_TIMEOUT_MS,
): Promise<LobbyAck | undefined> {
  const timed = gameSocket().timeout(timeoutMs);
  // socket.io cannot resolve its typed signature for a generic event name; the ack is parsed below.
  const emit = timed.emitWithAck.bind(timed) as (event: N, body: LobbyIntentPayload<N>) => Promise<unknown>;
  return parseIncoming(`${name} ack`, lobbyAckSchema, await emit(name, payload));
}

/**
 * Tells the player an intent got no answer in time, with a Try again that runs `retry`; `title` says what
 * failed, in the player's language, where the action has its own words for it (a removal's 'There was an
 * error handling your request').
 */
export function toastNoAnswer(
  name: LobbyIntentName | GameIntentName,
  retry: () => void,
  title?: string,
): void {
  const t = text().lib;
  toast.error(title ?? t.noAnswer, {
    id: `no-answer:${name}`,
    description: t.noAnswerDetail,
    duration: ACK_TIMEOUT_MS,
    action: { label: t.tryAgain, onClick: retry },
  });
}

/**
 * Refusals that say nothing about the room, only that the server did not take the intent just now (it
 * was busy, or this tab sent too much at once): trying again shortly can succeed.
 */
export function isPassingRefusal(code: string): boolean {
  return code === LOBBY_ERROR_CODES.rateLimited || code === LOBBY_ERROR_CODES.busy;
}

/** Tells the player the server's refusal, in their language, with a Try again that runs `retry`. */
export function toastRefusalWithRetry(
  name: LobbyIntentName | GameIntentName,
  message: string,
  retry: () => void,
): void {
  toast.error(message, {
    id: `passing-refusal:${name}`,
    action: { label: text().lib.tryAgain, onClick: retry },
  });
}

/**
 * Sends lobby intents and awaits their acks, with `pending` true meanwhile. No answer in time shows a
 * toast whose Try again runs `retry` (the caller's whole action), so a lost intent is never silent; the
 * promise then resolves with undefined, as it does for an answer that is not a valid ack. `failure`, when
 * given, is that toast's title (and the one for an answer that is not an ack).
 */
export function useIntent() {
  const [pending, setPending] = useState(false);
  const send = useCallback(
    async <N extends LobbyIntentName>(
      name: N,
      payload: LobbyIntentPayload<N>,
      retry: () => void,
      failure?: string,
    ): Promise<LobbyAck | undefined> => {
      setPending(true);
      try {
        const ack = await emitIntent(name, payload);
        if (!ack) toast.error(failure ?? text().lib.badAnswer);
        return ack;
      } catch {
        toastNoAnswer(name, retry, failure);
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [],
  );
  return { send, pending };
}
