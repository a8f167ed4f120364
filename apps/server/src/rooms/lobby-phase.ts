import { leaveRoom, setSlotPresence, type LobbyOutcome } from '@npat/engine';
import type { RoomPhase } from '../room-pipeline/room-phase.ts';
import { toDecision } from './lobby-decision.ts';
import { andThen } from './lobby-intents.ts';

/**
 * The lobby as a phase of the room pipeline: it runs a room until a game is set up. Players without a
 * slot are passed over; every change goes through the engine's own lobby rules.
 */
export const lobbyPhase: RoomPhase = {
  runs: (snapshot) => snapshot.game === null,

  presence(snapshot, connected, uids, now) {
    let outcome: LobbyOutcome = { ok: true, state: snapshot.lobby, events: [] };
    for (const { uid, bot } of snapshot.lobby.slots) {
      if (bot !== undefined || (uids !== undefined && !uids.includes(uid))) continue;
      outcome = andThen(outcome, (state) =>
        setSlotPresence(state, uid, { connected: connected.has(uid) }, now),
      );
    }
    return toDecision(snapshot, outcome);
  },

  abandon(snapshot, now) {
    let outcome: LobbyOutcome = { ok: true, state: snapshot.lobby, events: [] };
    // The last person out takes the bots with them (docs/product/rules.md#bots).
    for (const { uid } of snapshot.lobby.slots.filter((slot) => slot.bot === undefined))
      outcome = andThen(outcome, (state) => leaveRoom(state, uid, {}, now));
    return toDecision(snapshot, outcome);
  },
};
