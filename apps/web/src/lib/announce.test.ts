import { afterEach, describe, expect, it } from 'vitest';
import { announce } from './announce';

afterEach(() => document.getElementById('live-announcer')?.remove());

describe('announce', () => {
  it('puts the words in one polite, visually hidden live region', async () => {
    announce('Round 1 of 3: Write your answers');
    announce('10 seconds left');
    const regions = document.querySelectorAll('[aria-live]');
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveAttribute('aria-live', 'polite');
    expect(regions[0]).toHaveClass('sr-only');
    await expect.poll(() => regions[0]!.textContent).toBe('10 seconds left');
  });
});
