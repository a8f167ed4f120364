import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { GUIDE_STEPS } from './steps';

describe('guide steps', () => {
  it('are the seven steps of the guide text, in the order a game unfolds', () => {
    expect(GUIDE_STEPS.map((step) => step.id)).toEqual([
      'gather-friends',
      'add-categories',
      'new-category',
      'random-letter',
      'write-answers',
      'scoring',
      'winner',
    ]);
  });

  it('each have a unique id, a title, a description and an animation', () => {
    expect(new Set(GUIDE_STEPS.map((step) => step.id)).size).toBe(GUIDE_STEPS.length);
    for (const step of GUIDE_STEPS) {
      expect(step.title.trim()).not.toBe('');
      expect(step.description.trim()).not.toBe('');
      expect(typeof step.animation).toBe('function');
    }
  });

  it('state the points: 10 unique, 5 duplicate, 0 for no answer', () => {
    const scoring = GUIDE_STEPS.find((step) => step.id === 'scoring');
    expect(scoring?.description).toMatch(/10 points for a unique answer, 5 .*0 for no answer/);
  });

  it.each(GUIDE_STEPS.map((step) => [step.id, step] as const))(
    'the %s animation draws a decorative picture hidden from screen readers',
    (_id, step) => {
      const { container } = render(createElement(step.animation));
      const svg = container.querySelector('svg.htp-anim');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg?.getAttribute('viewBox')).toBe('0 0 120 120');
    },
  );
});
