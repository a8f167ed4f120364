import type { ComponentType } from 'react';
import type { Catalogue } from '@/i18n/catalogue.generated';
import { text } from '@/i18n/locale-store';
import { CategoriesAnimation, FriendsAnimation, NewCategoryAnimation } from './animations-setup';
import { LetterAnimation, WriteAnimation } from './animations-round';
import { ScoringAnimation, WinnerAnimation } from './animations-scoring';

/**
 * One page of the guide. The first version's animationUrl became a component: our own SVG + CSS, no player
 * runtime.
 */
export type GuideStep = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly animation: ComponentType;
};

type StepText = keyof Catalogue['howToPlay']['steps'];

/**
 * A step whose words are read from the catalogue each time they are used, never when this module loads: the
 * catalogue arrives asynchronously, and a screen that renders again after a language switch gets the new ones.
 */
function step(id: string, words: StepText, animation: ComponentType): GuideStep {
  return {
    id,
    animation,
    get title() {
      return text().howToPlay.steps[words].title;
    },
    get description() {
      return text().howToPlay.steps[words].description;
    },
  };
}

/** The guide of docs/product/screens.md#how-to-play-guide, in the order a game unfolds. */
export const GUIDE_STEPS: readonly GuideStep[] = [
  step('gather-friends', 'friends', FriendsAnimation),
  step('add-categories', 'categories', CategoriesAnimation),
  step('new-category', 'newCategory', NewCategoryAnimation),
  step('random-letter', 'letter', LetterAnimation),
  step('write-answers', 'write', WriteAnimation),
  step('scoring', 'scoring', ScoringAnimation),
  step('winner', 'winner', WinnerAnimation),
];
