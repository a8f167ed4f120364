import { describe, expect, it } from 'vitest';
import { formatCountdown, isUrgent, secondsLeft, shareLeft } from '@/components/game/format-countdown';

describe('countdown formatting', () => {
  it('rounds up to whole seconds, so the last fraction of a second still shows 1', () => {
    expect(secondsLeft(200)).toBe(1);
    expect(secondsLeft(1000)).toBe(1);
    expect(secondsLeft(1001)).toBe(2);
    expect(secondsLeft(0)).toBe(0);
    expect(secondsLeft(-500)).toBe(0);
  });

  it('shows plain seconds below a minute and minutes with two-digit seconds from a minute on', () => {
    expect(formatCountdown(42_000)).toBe('42');
    expect(formatCountdown(9_100)).toBe('10');
    expect(formatCountdown(59_500)).toBe('1:00');
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(180_000)).toBe('3:00');
    expect(formatCountdown(-1)).toBe('0');
  });

  it('is urgent in the last 10 seconds only', () => {
    expect(isUrgent(10_001)).toBe(false);
    expect(isUrgent(10_000)).toBe(true);
    expect(isUrgent(3_000)).toBe(true);
    expect(isUrgent(0)).toBe(true);
  });

  it('draws the share of the counted time that is left, never more than all of it or less than none', () => {
    expect(shareLeft(30_000, 0, 60_000)).toBe(0.5);
    expect(shareLeft(90_000, 0, 60_000)).toBe(1);
    expect(shareLeft(-5, 0, 60_000)).toBe(0);
    expect(shareLeft(0, 5, 5)).toBe(0);
  });
});
