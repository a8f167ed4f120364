import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGridSkeleton, GameSkeleton, LobbySkeleton, ResultSkeleton } from './skeletons';

describe('skeleton screens', () => {
  it.each([
    ['lobby', LobbySkeleton],
    ['game', GameSkeleton],
    ['result', ResultSkeleton],
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
