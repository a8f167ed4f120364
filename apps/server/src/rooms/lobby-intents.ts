import {
  addBot,
  removeBot,
  editCategories,
  joinRoom,
  kickPlayer,
  makeLobbyHost,
  lockRoom,
  leaveRoom,
  setSlotPresence,
  startGameFromLobby,
  submitCategories,
  updateSettings,
  type GameStart,
  type LobbyOutcome,
  type PlayerProfile,
  type RoomState,
} from '@npat/engine';
import type { BotLevel, LobbyError } from '@npat/protocol';

/** What a player asks of a lobby, as the room service takes it (the wire's payloads minus the roomId). */
export type LobbyIntent =
  /**
   * `player` is the user's current profile: the slot takes their name and avatar as they are now. With
   * `newcomerRefusal` (the node is full) only someone who holds a slot already gets in.
   */
  | { readonly type: 'join'; readonly player: PlayerProfile; readonly newcomerRefusal?: LobbyError }
  | { readonly type: 'submit-categories'; readonly category1: unknown; readonly category2: unknown }
  | { readonly type: 'edit-categories' }
  | { readonly type: 'update-settings'; readonly settings: unknown }
  | { readonly type: 'kick'; readonly targetUid: string }
  | { readonly type: 'make-host'; readonly targetUid: string }
  | { readonly type: 'lock'; readonly locked: boolean }
  | { readonly type: 'add-bot'; readonly level: BotLevel }
  | { readonly type: 'remove-bot'; readonly botUid: string }
  | { readonly type: 'leave' }
  /**
   * `admit` is asked once the rules allow the start, with its number of players: the node may be too
   * full for the game (a refusal), and counts it at once when not.
   */
  | { readonly type: 'start'; readonly admit?: (players: number) => LobbyError | undefined };

/** An engine outcome, with the game's start data when the intent started the game. */
export type IntentOutcome = LobbyOutcome & { readonly game?: GameStart };

/**
 * Runs one intent of `uid` through the engine's lobby rules. Nothing is decided here: this only picks
 * the rule. Joining also marks the player connected, in the same change, since whoever joins over a
 * socket is connected: one intent, one commit, one broadcast.
 */
export function runLobbyIntent(
  state: RoomState,
  uid: string,
  intent: LobbyIntent,
  now: number,
): IntentOutcome {
  switch (intent.type) {
    case 'join':
      // Decided here, in the room's queue, where the slots are the committed ones.
      if (intent.newcomerRefusal && !state.slots.some((slot) => slot.uid === intent.player.uid))
        return { ok: false, error: intent.newcomerRefusal };
      return andThen(joinRoom(state, intent.player.uid, intent.player, now), (joined) =>
        setSlotPresence(joined, intent.player.uid, { connected: true }, now),
      );
    case 'submit-categories':
      return submitCategories(state, uid, { category1: intent.category1, category2: intent.category2 }, now);
    case 'edit-categories':
      return editCategories(state, uid, {}, now);
    case 'update-settings':
      return updateSettings(state, uid, { settings: intent.settings }, now);
    case 'kick':
      return kickPlayer(state, uid, { targetUid: intent.targetUid }, now);
    case 'make-host':
      return makeLobbyHost(state, uid, { targetUid: intent.targetUid }, now);
    case 'lock':
      return lockRoom(state, uid, { locked: intent.locked }, now);
    case 'add-bot':
      return addBot(state, uid, { level: intent.level }, now);
    case 'remove-bot':
      return removeBot(state, uid, { botUid: intent.botUid }, now);
    case 'leave':
      return leaveRoom(state, uid, {}, now);
    case 'start': {
      const outcome = startGameFromLobby(state, uid, {}, now);
      const refusal = outcome.ok && outcome.game ? intent.admit?.(outcome.game.players.length) : undefined;
      return refusal ? { ok: false, error: refusal } : outcome;
    }
  }
}

/** `first`, followed by `next` on its state when it succeeded; the events of both, in order. */
export function andThen(first: LobbyOutcome, next: (state: RoomState) => LobbyOutcome): LobbyOutcome {
  if (!first.ok) return first;
  const second = next(first.state);
  if (!second.ok) return second;
  return { ok: true, state: second.state, events: [...first.events, ...second.events] };
}
