import { BOT_UID_PREFIX, LOBBY_ERROR_CODES, type BotLevel } from '@npat/protocol';
import { nextBotLook } from './bot-names.ts';
import { commit } from './commit.ts';
import { refuseIfClosed, refuseUnlessHost, refuseUnlessLobby } from './guards.ts';
import { refuse } from './refusals.ts';
import type { LobbyIntentFunction, Slot } from './room-state.ts';
import { findSlot, firstFreeSlotNr } from './slots.ts';

export interface AddBotPayload {
  readonly level: BotLevel;
}

export interface RemoveBotPayload {
  readonly botUid: string;
}

/** Whether the seat is a bot's. */
export function isBot(slot: Pick<Slot, 'bot'>): boolean {
  return slot.bot !== undefined;
}

/**
 * The host seats a bot of `level` in the first free seat (docs/product/rules.md#bots). The host is always a
 * person, so at most the player limit less one seats are bots. A bot is ready at once and never away.
 */
export const addBot: LobbyIntentFunction<AddBotPayload> = (state, hostUid, { level }, now) => {
  const refusal = refuseIfClosed(state) ?? refuseUnlessLobby(state) ?? refuseUnlessHost(state, hostUid);
  if (refusal) return refusal;
  const slotNr = firstFreeSlotNr(state.slots, state.settings.maxPlayers);
  if (slotNr === undefined) return refuse(LOBBY_ERROR_CODES.roomFull);

  // The room's clock and the seat make the uid unique in the room; a bot is in no other room.
  const uid = `${BOT_UID_PREFIX}${slotNr}-${now.toString(36)}`;
  const look = nextBotLook(state.settings.language, state.slots);
  const slot: Slot = { slotNr, uid, ...look, isHost: false, isReady: true, isAway: false, bot: level };
  return commit(state, now, [{ type: 'bot-added', uid, slotNr }], (room) => {
    room.slots.push(slot);
    room.slots.sort((first, second) => first.slotNr - second.slotNr);
  });
};

/** The host takes a bot out of its seat; unlike a removed person, it may be added again. */
export const removeBot: LobbyIntentFunction<RemoveBotPayload> = (state, hostUid, { botUid }, now) => {
  const refusal = refuseIfClosed(state) ?? refuseUnlessLobby(state) ?? refuseUnlessHost(state, hostUid);
  if (refusal) return refusal;
  const slot = findSlot(state.slots, botUid);
  if (!slot) return refuse(LOBBY_ERROR_CODES.playerNotInRoom);
  if (!isBot(slot)) return refuse(LOBBY_ERROR_CODES.notABot);
  return commit(state, now, [{ type: 'bot-removed', uid: botUid }], (room) => {
    room.slots = room.slots.filter((each) => each.uid !== botUid);
  });
};
