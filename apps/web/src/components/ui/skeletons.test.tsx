import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGridSkeleton, GameSkeleton, LobbySkeleton, ResultSkeleton, ReviewSkeleton } from './skeletons';

describe('skeleton screens', () => {
  it.each([
    ['lobby', LobbySkeleton],
    ['game', GameSkeleton],
    ['result', ResultSkeleton],
    ['review', ReviewSkeleton],
    ['card grid', CardGridSkeleton],
  ])('the %s skeleton announces that it is loading', (_name, Skeleton) => {
    render(<Skeleton />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading…');
  });

  it('the card grid skeleton shows six cards', () => {
    const { container } = render(<CardGridSkeleton />);
    expect(container.querySelectorAll('[data-slot="skeleton-card"]')).toHaveLength(6);
  });

  it('the review skeleton shows three categories of three answers, then the footer', () => {
    const { container } = render(<ReviewSkeleton />);
    const cards = [...container.querySelectorAll('[data-slot="skeleton-card"]')];
    expect(cards).toHaveLength(4);
    for (const category of cards.slice(0, 3)) {
      const answers = category.querySelectorAll('[data-slot="skeleton-answer"]');
      expect(answers).toHaveLength(3);
      // Each answer: the author's round animal, the text, and a button-sized pill.
      for (const answer of answers) {
        expect(answer.querySelector('.rounded-full')).toHaveClass('size-10');
        expect(answer.querySelector('.rounded-xl.h-11')).not.toBeNull();
      }
    }
    expect(cards[3]!.querySelectorAll('[data-slot="skeleton-answer"]')).toHaveLength(0);
    // The shapes stay out of the accessibility tree; only "Loading…" is read.
    expect(screen.getByRole('status').lastElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('the placeholder shapes pulse only when the user allows motion', () => {
    const { container } = render(<GameSkeleton />);
    const pulsing = [...container.querySelectorAll('[class*="animate-pulse"]')];
    expect(pulsing.length).toBeGreaterThan(0);
    for (const block of pulsing) {
      expect(block.className.split(' ')).toContain('motion-safe:animate-pulse');
      expect(block.className.split(' ')).not.toContain('animate-pulse');
    }
  });
});
