import { LOBBY_ERROR_CODES, roomSettingsSchema, sameSettings, storedSettings } from '@npat/protocol';
import { commit, unchanged } from './commit.ts';
import { refuseIfClosed, refuseUnlessHost, refuseUnlessLobby } from './guards.ts';
import { refuse, refuseInvalid } from './refusals.ts';
import { clashesWithDefaults } from './room-categories.ts';
import type { LobbyEvent, LobbyIntentFunction } from './room-state.ts';
import { fitSlotsToLimit, slotToChange } from './slots.ts';

export interface UpdateSettingsPayload {
  /** All settings fields as sent (the custom categories are not part of them); checked here. */
  readonly settings: unknown;
}

/**
 * The host changes the settings while in LOBBY (docs/product/rules.md#settings).
 * - The player limit cannot drop below the players already in; players above the new limit move down
 *   to free slots, so every slot number stays within 1..maxPlayers.
 * - A newly chosen default category may equal a player's own category. The change still goes through
 *   (one player's category should not block the host), and every ready player with such a category
 *   becomes not ready, so they must pick another one before the game can start.
 */
export const updateSettings: LobbyIntentFunction<UpdateSettingsPayload> = (state, hostUid, payload, now) => {
  const refusal = refuseIfClosed(state) ?? refuseUnlessLobby(state) ?? refuseUnlessHost(state, hostUid);
  if (refusal) return refusal;
  const parsed = roomSettingsSchema.safeParse(payload.settings);
  if (!parsed.success) return refuseInvalid(LOBBY_ERROR_CODES.invalidSettings, parsed.error);

  const settings = storedSettings(parsed.data);
  if (state.slots.length > settings.maxPlayers) {
    return refuse(LOBBY_ERROR_CODES.tooManyPlayersForLimit, 'maxPlayers');
  }
  if (sameSettings(state.settings, settings)) return unchanged(state);

  const fitted = fitSlotsToLimit(state.slots, settings.maxPlayers);
  const events: LobbyEvent[] = [{ type: 'settings-updated', byUid: hostUid }, ...fitted.events];
  const clashing = fitted.slots.filter(
    (slot) => slot.isReady && clashesWithDefaults(state, slot.uid, settings),
  );
  for (const { uid } of clashing) events.push({ type: 'player-unready', uid, reason: 'category-clash' });
  return commit(state, now, events, (room) => {
    room.settings = settings;
    for (const { uid } of clashing) slotToChange(room, uid).isReady = false;
    // Only players above the new limit move; everyone else's slot stays the very same object.
    if (fitted.events.length > 0) room.slots = fitSlotsToLimit(room.slots, settings.maxPlayers).slots;
  });
};
