import { startGame, type GameInput, type GameStart, type GameState, type RandomSource } from '@npat/engine';
import { playedSettings } from '@npat/protocol';

/** What the game engine needs of the lobby's hand-over; the lobby's extras (slot numbers, settings not `inGame`) stay behind. */
export function gameInputOf(start: GameStart): GameInput {
  return {
    players: start.players.map(({ uid, displayName, photoURL, bot }) => ({
      uid,
      displayName,
      photoURL,
      ...(bot !== undefined && { bot }),
    })),
    hostUid: start.hostUid,
    settings: {
      ...playedSettings(start.settings),
      defaultCategories: start.settings.defaultCategories.map(({ id, title }) => ({ id, title })),
    },
    customCategories: start.customCategories.map(({ id, title, addedAt, ownerUid }) => ({
      id,
      title,
      addedAt,
      ownerUid,
    })),
  };
}

/**
 * The game the lobby's start hands over to, set up at the moment the host started it. The room
 * service calls this inside the start's own decision, so the lobby's change and round 1 commit in
 * one transaction: there is never a started room without a game. Every letter and custom category
 * is drawn here, with the server's cryptographic random source.
 */
export function startedGame(start: GameStart, rng: RandomSource): GameState {
  return startGame(gameInputOf(start), start.startedAt, rng);
}
