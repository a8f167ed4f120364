import {
  draftAckSchema,
  gameAckSchema,
  type GameAckOf,
  type GameIntentName,
  type GameIntentPayload,
} from '@npat/protocol';
import { useCallback, useState } from 'react';
import { text } from '@/i18n/locale-store';
import { wordRefusal } from '@/i18n/word-message';
import { toast } from '@/lib/toast';
import { storeGameView } from './game-view-store';
import { parseIncoming } from './incoming';
import { gameSocket } from './socket';
import { ACK_TIMEOUT_MS, toastNoAnswer } from './use-intent';

/** Intents whose ack carries the sender's view: every one but a draft. */
export type ViewIntentName = Exclude<GameIntentName, 'game:save-answer'>;

/** Sends one game intent and resolves with its ack, or undefined for an answer that is no ack; rejects on timeout. */
export async function emitGameIntent<N extends GameIntentName>(
  name: N,
  payload: GameIntentPayload<N>,
  timeoutMs = ACK_TIMEOUT_MS,
): Promise<GameAckOf<N> | undefined> {
  const timed = gameSocket().timeout(timeoutMs);
  // socket.io cannot resolve its typed signature for a generic event name; the ack is parsed below.
  const emit = timed.emitWithAck.bind(timed) as (event: N, body: GameIntentPayload<N>) => Promise<unknown>;
  const raw = await emit(name, payload);
  const schema = name === 'game:save-answer' ? draftAckSchema : gameAckSchema;
  // The schema is the one of N's ack, which TypeScript cannot follow through the condition above.
  return parseIncoming(`${name} ack`, schema, raw) as GameAckOf<N> | undefined;
}

/**
 * After an intent went unanswered in time, the view as it now is, as a reconnect gets it: the server sends
 * the sender's socket no broadcast of its own change, since the ack it may have sent late carried that view.
 */
async function refreshGameView(roomId: string): Promise<void> {
  const ack = await emitGameIntent('game:join', { roomId }).catch(() => undefined);
  if (ack?.ok) storeGameView(roomId, ack.view);
}

/**
 * Sends game intents for buttons: resolves true once the server committed the intent, and shows the view
 * its ack carries at once (the broadcast goes to everyone else). A refusal is a toast with the server's
 * words; no answer in time is a toast whose Try again runs `retry`, and the view is asked for again.
 */
export function useGameIntent(roomId: string) {
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async <N extends ViewIntentName>(
      name: N,
      payload: GameIntentPayload<N>,
      retry: () => void,
    ): Promise<boolean> => {
      setPending(true);
      try {
        const ack = await emitGameIntent(name, payload);
        if (!ack) {
          toast.error(text().lib.badAnswer);
          return false;
        }
        if (!ack.ok) {
          toast.error(wordRefusal(ack.error, 'game'), { id: `refusal:${ack.error.code}` });
          return false;
        }
        storeGameView(roomId, ack.view);
        return true;
      } catch {
        toastNoAnswer(name, retry);
        // Not after leaving: a spectator who did stop watching would be watching again.
        if (name !== 'game:leave') void refreshGameView(roomId);
        return false;
      } finally {
        setPending(false);
      }
    },
    [roomId],
  );
  return { run, pending };
}
