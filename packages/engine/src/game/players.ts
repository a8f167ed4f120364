import type { GamePlayer, GameState } from './state.ts';

/** The player with this uid, left or not. */
export function findPlayer(state: GameState, uid: string): GamePlayer | undefined {
  return state.players.find((player) => player.uid === uid);
}

/** Players still in the game and connected: the ones whose Done is waited for and whose votes count. */
export function presentPlayers(players: readonly GamePlayer[]): GamePlayer[] {
  return players.filter((player) => player.connected && !player.left);
}

/**
 * Whether every present player is done. Needs at least one present player: when everyone drops at
 * once (a server restart drops every socket) the phase must keep running, not end early.
 */
export function everyonePresentIsDone(players: readonly GamePlayer[], doneUids: readonly string[]): boolean {
  const present = presentPlayers(players);
  return present.length > 0 && present.every((player) => doneUids.includes(player.uid));
}

/**
 * Host passes to the lowest slot still in the game (docs/product/rules.md#host), never to a bot; null when no
 * person is left, which ends the game (docs/product/rules.md#bots).
 */
export function nextHostUid(players: readonly GamePlayer[]): string | null {
  return players.find((player) => !player.left && player.bot === undefined)?.uid ?? null;
}
