import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClock } from '@/lib/clock';
import { CountdownLine } from './countdown-line';

const START = 1_700_000_000_000;

describe('the countdown told in a sentence', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    resetClock();
  });
  afterEach(() => vi.useRealTimers());

  it('says when the next round starts, with the seconds in the sentence, and names what it counts', () => {
    vi.setSystemTime(START + 3_000);
    render(
      <CountdownLine
        startsAt={START}
        endsAt={START + 15_000}
        label="Next round"
        sentence={(seconds) => `Next round in ${seconds}`}
      />,
    );
    expect(screen.getByTestId('countdown-sentence')).toHaveTextContent('Next round in 12');
    expect(screen.getByRole('timer')).toHaveAccessibleName('Next round: 12 seconds');
  });
});
