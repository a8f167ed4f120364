import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClock } from '@/lib/clock';
import { CountdownRing } from './countdown-ring';

const START = 1_700_000_000_000;

function ringAt(now: number) {
  vi.setSystemTime(now);
  render(<CountdownRing startsAt={START} endsAt={START + 60_000} label="Time to answer" />);
  return screen.getByRole('timer');
}

describe('the countdown ring', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    resetClock();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the seconds left and says what it counts', () => {
    const timer = ringAt(START + 18_000);
    expect(timer).toHaveAccessibleName('Time to answer: 42 seconds');
    expect(screen.getByTestId('countdown-digits')).toHaveTextContent('42');
    expect(screen.getByTestId('countdown-word')).toHaveTextContent('left');
    expect(timer).not.toHaveAttribute('data-urgent');
  });

  it('turns red and says Hurry! in the last 10 seconds', () => {
    const timer = ringAt(START + 51_000);
    expect(screen.getByTestId('countdown-digits')).toHaveTextContent('9');
    expect(screen.getByTestId('countdown-word')).toHaveTextContent('Hurry!');
    expect(timer).toHaveAttribute('data-urgent', 'true');
    expect(timer).toHaveClass('text-invalid');
  });

  it('shows minutes and seconds from a minute on', () => {
    vi.setSystemTime(START);
    render(<CountdownRing startsAt={START} endsAt={START + 186_000} label="Time to answer" />);
    expect(screen.getByTestId('countdown-digits')).toHaveTextContent('3:06');
  });

  it('stops at 0 once the time is up', () => {
    const timer = ringAt(START + 75_000);
    expect(screen.getByTestId('countdown-digits')).toHaveTextContent('0');
    expect(timer).toHaveAccessibleName('Time to answer: 0 seconds');
  });
});
