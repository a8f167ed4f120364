import { isGameLanguage, languageData, playedSettings, type BotLevel } from '@npat/protocol';
import { drawGamePlan, type CustomCategoryInput } from './plan.ts';
import type { RandomSource } from './random-draw.ts';
import type { GameSettings, GameState } from './state.ts';
import { beginRound } from './transitions.ts';

/** A lobby slot's player, in slot order. */
export interface GamePlayerInput {
  uid: string;
  displayName: string;
  photoURL: string;
  /** A bot's level; absent for a person. */
  bot?: BotLevel;
}

/** Everything the lobby hands over when the host starts the game. */
export interface GameInput {
  players: GamePlayerInput[];
  hostUid: string;
  settings: GameSettings;
  /** Every player's own categories; their order does not matter, the draw sorts them by addedAt. */
  customCategories: CustomCategoryInput[];
}

/** Inputs the lobby can never produce; failing loudly here beats a game that cannot be played. */
function assertPlayable(input: GameInput): void {
  const { players, hostUid, settings, customCategories } = input;
  const uids = players.map((player) => player.uid);
  const categoryIds = [...settings.defaultCategories, ...customCategories].map((category) => category.id);
  const alphabet = isGameLanguage(settings.language) ? languageData(settings.language).alphabet : [];
  const problems = [
    players.length === 0 && 'a game needs players',
    new Set(uids).size !== uids.length && 'player uids must be unique',
    !uids.includes(hostUid) && 'the host must be one of the players',
    !isGameLanguage(settings.language) && 'language must be a game language',
    !(Number.isInteger(settings.rounds) && settings.rounds >= 1 && settings.rounds <= alphabet.length) &&
      `rounds must be an integer from 1 to ${alphabet.length}`,
    new Set(settings.letters).size !== settings.letters.length && 'letters must not repeat',
    settings.letters.some((letter) => !alphabet.includes(letter)) && 'letters must be of the language',
    settings.letters.length < settings.rounds && 'the letters must cover every round',
    !(Number.isFinite(settings.roundTime) && settings.roundTime > 0) && 'roundTime must be positive',
    new Set(categoryIds).size !== categoryIds.length && 'category ids must be unique',
  ].filter((problem) => problem !== false);
  if (problems.length > 0) throw new RangeError(`Cannot start this game: ${problems.join('; ')}.`);
}

/**
 * Starts a game: every player connected, round 1 in ROUND_STARTING at `now`. The letters of every
 * round and the custom categories are drawn here with `rng` (see `drawGamePlan`).
 *
 * @throws RangeError for input the lobby never produces (no players, unknown host, an unknown language,
 *   letters of another language, rounds outside 1 to the length of its alphabet, duplicate ids).
 */
export function startGame(input: GameInput, now: number, rng: RandomSource): GameState {
  assertPlayable(input);
  const settings: GameSettings = {
    ...playedSettings(input.settings),
    defaultCategories: input.settings.defaultCategories.map(({ id, title }) => ({ id, title })),
  };
  const state: GameState = {
    version: 1,
    phase: 'ROUND_STARTING',
    phaseEndsAt: null,
    settings,
    players: input.players.map(({ uid, displayName, photoURL, bot }) => ({
      uid,
      displayName,
      photoURL,
      connected: true,
      left: false,
      ...(bot !== undefined && { bot }),
    })),
    spectators: [],
    lateJoiners: [],
    hostUid: input.hostUid,
    currentRound: 0,
    rounds: [],
    plan: drawGamePlan(settings, input.customCategories, rng),
    startedAt: now,
    finalResultsAt: null,
    completedAt: null,
  };
  // The opening phase-changed event is of no use: the caller knows it has just started the game.
  beginRound(state, now, []);
  return state;
}
