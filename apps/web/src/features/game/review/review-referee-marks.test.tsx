import { applyRefereeMarks, type RefereeMarkEntry } from '@npat/engine';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '@/app/testing/fake-socket';
import { viewOf } from '@/app/testing/game-views';
import { openGameScreen } from '@/app/testing/render-game';
import { reviewing, category, answerOf, openAnswer } from './review-test-kit';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);

describe('the referee’s marks', () => {
  const marks: RefereeMarkEntry[] = [
    {
      uid: 'ana',
      categoryId: 'animal',
      verdict: 'known',
      reason: { kind: 'data', category: 'animal', source: 'curated' },
    },
    {
      uid: 'ben',
      categoryId: 'animal',
      verdict: 'doubtful',
      reason: { kind: 'other-category', category: 'city', source: 'geonames' },
    },
    { uid: 'cy', categoryId: 'animal', verdict: 'unknown', reason: { kind: 'none' } },
    { uid: 'ana', categoryId: 'place', verdict: 'known', reason: { kind: 'players', games: 4 } },
  ];
  const judged = (settings = {}) => {
    const { state, now } = reviewing(settings);
    const result = applyRefereeMarks(state, { round: 1, marks }, now);
    if (!result.ok) throw new Error('the marks were refused');
    return { state: result.state, now };
  };

  it('shows each answer’s mark with its reason, and says the verdict in words to a screen reader', async () => {
    const { state, now } = judged();
    openGameScreen(viewOf(state, 'ana', now), 'scoring');
    const animal = await category('Animal');
    const mark = (author: string) => within(answerOf(animal, author)).getByTestId('referee-mark');
    expect(mark('Ana')).toHaveAttribute('data-verdict', 'known');
    expect(mark('Ana')).toHaveTextContent('Referee: Known, Animal · our lists');
    expect(mark('Ben')).toHaveTextContent('Referee: Doubtful, City, not this category · GeoNames');
    expect(mark('Cy')).toHaveTextContent('Not known to the referee');
    expect(within(answerOf(await category('Place'), 'Ana')).getByTestId('referee-mark')).toHaveTextContent(
      'accepted by players in 4 games',
    );
    expect(within(answerOf(await category('Name'), 'Ana')).queryByTestId('referee-mark')).toBeNull();
    // Without the house rule the referee challenges nobody.
    const ben = await openAnswer(animal, 'Ben');
    expect(within(ben).getByRole('button', { name: /^Challenge Ben’s answer/ })).toBeEnabled();
  });

  it('under ‘The referee decides’ starts a doubtful answer struck, and Keep it takes the referee’s challenge back', async () => {
    const { state, now } = judged({ refereeDecides: true });
    openGameScreen(viewOf(state, 'ana', now), 'scoring');
    expect(await screen.findByText(/The referee decides: its ✓ answers stand/)).toBeInTheDocument();
    const ben = await openAnswer(await category('Animal'), 'Ben');
    expect(ben).toHaveTextContent('Struck by the referee');
    expect(within(ben).getByTestId('challenge-tally')).toHaveTextContent('2 of 2');
    await userEvent.click(within(ben).getByRole('button', { name: /^Keep Ben’s answer “Alpaca” in Animal/ }));
    await waitFor(() =>
      expect(fakeSocket.sentOf('game:withdraw-challenge')).toEqual([
        { roomId: 'room-1', authorUid: 'ben', categoryId: 'animal' },
      ]),
    );
  });
});
