import type { IntentRegistry } from '../realtime/intent-registry.ts';
import type { OverloadGate } from './overload-gate.ts';

/** The running game's one intent that adds a player: a spectator asking for a seat from the next round. */
const SEAT_REQUEST = 'game:join-next-round';

/**
 * The intent registry as the game gets it: a spectator's request to play (`game:join-next-round` with
 * `join`) is refused while the node is full, before the game sees it; taking a request back, and every
 * other intent, goes through untouched. The game itself knows nothing of the gate.
 */
export function gateSeatRequests(intents: IntentRegistry, gate: OverloadGate): IntentRegistry {
  return {
    register(name, spec) {
      if (name !== SEAT_REQUEST) return intents.register(name, spec);
      intents.register(name, {
        ...spec,
        handle(call) {
          const asksForSeat = (call.payload as { readonly join?: unknown }).join === true;
          if (!asksForSeat || gate.acceptsNewRooms()) return spec.handle(call);
          // The game's refusal shape, which the registry's own refusals share.
          call.reply({ ok: false, error: gate.refused('join') } as Parameters<typeof call.reply>[0]);
        },
      });
    },
  };
}
