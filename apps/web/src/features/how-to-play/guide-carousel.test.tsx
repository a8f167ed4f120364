import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from '@/app/testing/reduced-motion';
import { GuideCarousel } from './guide-carousel';

function activeLabel() {
  return document
    .querySelector('[aria-roledescription="slide"][data-active="true"]')
    ?.getAttribute('aria-label');
}

afterEach(() => vi.restoreAllMocks());

describe('the guide carousel', () => {
  it('labels every slide with its place in the seven, and only the first is active at the start', () => {
    render(<GuideCarousel />);
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => `${n} of 7`),
    );
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides.filter((slide) => slide.dataset.active === 'true')).toHaveLength(1);
    expect(activeLabel()).toBe('1 of 7');
  });

  it('moves with the arrow keys and wraps from the first step to the last', () => {
    render(<GuideCarousel />);
    const carousel = screen.getByRole('region', { name: 'How to play, step by step' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(activeLabel()).toBe('7 of 7');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(activeLabel()).toBe('1 of 7');
  });

  it('jumps to a step from its dot and marks that dot as the current step', async () => {
    const user = userEvent.setup();
    render(<GuideCarousel />);
    const dot = screen.getByRole('button', { name: 'Step 4: A random letter' });
    await user.click(dot);
    expect(activeLabel()).toBe('4 of 7');
    expect(dot).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Step 1: Gather your friends' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('offers a pause button while it turns by itself, and announces steps politely once paused', async () => {
    prefersReducedMotion(false);
    const user = userEvent.setup();
    render(<GuideCarousel />);
    const live = document.querySelector('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'off');

    await user.click(screen.getByRole('button', { name: 'Pause the guide' }));

    expect(screen.getByRole('button', { name: 'Play the guide' })).toBeInTheDocument();
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('turns a page with a sideways swipe, and leaves it with a vertical one or a short one', () => {
    render(<GuideCarousel />);
    const viewport = document.querySelector('[aria-live]')!.parentElement!;
    const swipe = (dx: number, dy: number) => {
      const at = { pointerId: 1, isPrimary: true, button: 0, pointerType: 'touch' };
      fireEvent.pointerDown(viewport, { ...at, clientX: 200, clientY: 100 });
      fireEvent.pointerMove(viewport, { ...at, clientX: 200 + dx / 2, clientY: 100 + dy / 2 });
      fireEvent.pointerMove(viewport, { ...at, clientX: 200 + dx, clientY: 100 + dy });
      fireEvent.pointerUp(viewport, { ...at, clientX: 200 + dx, clientY: 100 + dy });
    };
    swipe(-120, 10);
    expect(activeLabel()).toBe('2 of 7');
    swipe(120, -5);
    swipe(120, 0);
    expect(activeLabel()).toBe('7 of 7');
    swipe(10, 150);
    swipe(-20, 0);
    expect(activeLabel()).toBe('7 of 7');
  });

  it('does not turn by itself when the user prefers reduced motion', () => {
    prefersReducedMotion(true);
    render(<GuideCarousel />);
    expect(screen.queryByRole('button', { name: 'Pause the guide' })).not.toBeInTheDocument();
    expect(document.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });
});
