import type { LobbyError, LobbyIntentName, LobbyIntentPayload } from '@npat/protocol';
import { useCallback } from 'react';
import { useIntent } from '@/lib/use-intent';
import { useShowRefusal } from './use-refusal';

/**
 * Sends one lobby intent for a button or form: resolves true once the server committed it. A refusal is
 * offered to `onFieldError` first (a form shows it under the named field); otherwise it is a toast.
 * The new state itself arrives for everyone alike as `lobby:state`. `failure` names what failed when the
 * server did not answer (see useIntent).
 */
export function useLobbyIntent() {
  const { send, pending } = useIntent();
  const showRefusal = useShowRefusal();
  const run = useCallback(
    async <N extends LobbyIntentName>(
      name: N,
      payload: LobbyIntentPayload<N>,
      retry: () => void,
      onFieldError?: (error: LobbyError) => boolean,
      failure?: string,
    ): Promise<boolean> => {
      const ack = await send(name, payload, retry, failure);
      if (!ack) return false;
      if (ack.ok) return true;
      if (!onFieldError?.(ack.error)) showRefusal(ack.error);
      return false;
    },
    [send, showRefusal],
  );
  return { run, pending };
}
