import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, newGame, tickTo, viewOf } from '@/app/testing/game-views';
import { prefersReducedMotion } from '@/app/testing/reduced-motion';
import { renderScreen } from '@/app/testing/render-screen';
import { ResultScreen } from '@/features/game/results/result-screen';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);

function renderResults() {
  const opened = tickTo(newGame(), 'ANSWERING');
  const answered = answer(opened.state, { ana: { name: 'Anna' } }, opened.now);
  const { state, now } = tickTo(answered, 'FINAL_RESULTS', opened.now);
  renderScreen(viewOf(state, 'ana', now), (view) => <ResultScreen roomId="room-1" view={view} />);
}

afterEach(() => vi.restoreAllMocks());

describe('the confetti of the final results', () => {
  it('falls behind the cards and buttons, hidden from screen readers and from clicks', async () => {
    prefersReducedMotion(false);
    renderResults();
    const confetti = await screen.findByTestId('confetti');
    expect(confetti).toHaveAttribute('aria-hidden', 'true');
    expect(confetti).toHaveClass('pointer-events-none', 'fixed', 'inset-0', '-z-10');
    // The negative z-index reaches only as far down as the screen's own stacking context: under the cards,
    // over the page backdrop.
    expect(confetti.parentElement).toHaveClass('isolate');
    expect(confetti.parentElement).toContainElement(screen.getByRole('button', { name: /Home/ }));
  });

  it('does not fall at all for a player who asked for reduced motion', async () => {
    prefersReducedMotion(true);
    renderResults();
    expect(await screen.findByRole('button', { name: /Home/ })).toBeInTheDocument();
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
  });
});
