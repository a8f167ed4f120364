import { drawWithoutRepeats, type RandomSource } from './random-draw.ts';
import type { GameCategory, GamePlan, GameSettings } from './state.ts';

/** A player's own category as the lobby stored it. */
export interface CustomCategoryInput {
  id: string;
  title: string;
  /**
   * Epoch ms when it was added; the draw starts from the categories in this order
   * (docs/product/rules.md#active-categories).
   */
  addedAt: number;
  ownerUid: string;
}

/** Rounds 1, 3, 5, … each add one custom category. */
export function customCategoryCountForRounds(rounds: number): number {
  return Math.ceil(rounds / 2);
}

/**
 * Draws everything random about a game at its start: one letter per round from the host's pool, never repeated, and the
 * custom categories rounds 1, 3, 5, … add. Drawing up front means a timer tick needs no random
 * source, so two servers firing the same deadline reach the same state. Drawing them one by one from
 * the unused ones is the same distribution as drawing them when each round starts.
 */
export function drawGamePlan(
  settings: GameSettings,
  customCategories: readonly CustomCategoryInput[],
  rng: RandomSource,
): GamePlan {
  const letters = drawWithoutRepeats([...settings.letters], settings.rounds, rng);
  // Sort a copy; Array.prototype.sort is stable, so equal addedAt keep the lobby's order.
  const ordered = [...customCategories].sort((a, b) => a.addedAt - b.addedAt);
  const drawn = drawWithoutRepeats(ordered, customCategoryCountForRounds(settings.rounds), rng);
  // Drawn last, so the letters and categories come out of a given random source as they always did.
  const unused = settings.letters.filter((letter) => !letters.includes(letter));
  const spareLetters = drawWithoutRepeats(unused, Math.min(settings.rounds, unused.length), rng);
  // Last of all, for the same reason: the letter votes' draws, made round by round without a random source.
  const voteSeed = Math.floor(rng() * 4_294_967_296);
  return {
    letters,
    customCategories: drawn.map(({ id, title, ownerUid }) => ({ id, title, ownerUid })),
    spareLetters,
    redrawnRounds: [],
    voteSeed,
  };
}

/** The categories of round `roundNumber`: the defaults, then every custom category added up to that round. */
export function categoriesForRound(
  settings: GameSettings,
  plan: GamePlan,
  roundNumber: number,
): GameCategory[] {
  const defaults = settings.defaultCategories.map(({ id, title }) => ({ id, title, ownerUid: null }));
  const customs = plan.customCategories.slice(0, customCategoryCountForRounds(roundNumber));
  return [...defaults, ...customs.map((category) => ({ ...category }))];
}
