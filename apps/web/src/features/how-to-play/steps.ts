import type { ComponentType } from 'react';
import { CategoriesAnimation, FriendsAnimation, NewCategoryAnimation } from './animations-setup';
import { LetterAnimation, WriteAnimation } from './animations-round';
import { ScoringAnimation, WinnerAnimation } from './animations-scoring';
import { STEP_TEXT } from './strings';

/**
 * One page of the guide. The first version's animationUrl became a component: our own SVG + CSS, no player
 * runtime.
 */
export type GuideStep = {
  id: string;
  title: string;
  description: string;
  animation: ComponentType;
};

/** The guide of docs/product/screens.md#how-to-play-guide, in the order a game unfolds. */
export const GUIDE_STEPS: readonly GuideStep[] = [
  { id: 'gather-friends', ...STEP_TEXT.friends, animation: FriendsAnimation },
  { id: 'add-categories', ...STEP_TEXT.categories, animation: CategoriesAnimation },
  { id: 'new-category', ...STEP_TEXT.newCategory, animation: NewCategoryAnimation },
  { id: 'random-letter', ...STEP_TEXT.letter, animation: LetterAnimation },
  { id: 'write-answers', ...STEP_TEXT.write, animation: WriteAnimation },
  { id: 'scoring', ...STEP_TEXT.scoring, animation: ScoringAnimation },
  { id: 'winner', ...STEP_TEXT.winner, animation: WinnerAnimation },
];
