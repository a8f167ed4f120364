import { applyRefereeMarks } from '@npat/engine';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '@/app/testing/fake-socket';
import { viewOf } from '@/app/testing/game-views';
import { renderScreen } from '@/app/testing/render-screen';
import { ReviewScreen } from './review-screen';
import { reviewing, category, answerOf } from './review-test-kit';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);

describe('the review with a big screen and the rude filter', () => {
  it('gives the host of a room with a big screen a remote for its reveal, and nobody else', async () => {
    const { state, now } = reviewing({ bigScreen: true });
    renderScreen(viewOf(state, 'ben', now), (view) => <ReviewScreen roomId="room-1" view={view} />);
    await category('Name');
    expect(screen.queryByRole('button', { name: 'Next answer' })).not.toBeInTheDocument();
  });

  it('sends Next and Auto of the host’s remote and counts what the big screen shows', async () => {
    const { state, now } = reviewing({ bigScreen: true });
    fakeSocket.reset();
    renderScreen(viewOf(state, 'ana', now), (view) => <ReviewScreen roomId="room-1" view={view} />);
    expect(await screen.findByText('Big screen: 0 of 8 answers revealed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next answer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reveal by itself' }));
    expect(fakeSocket.sentOf('game:reveal')).toEqual([
      { roomId: 'room-1', pace: 'next' },
      { roomId: 'room-1', pace: 'auto' },
    ]);
  });

  it('blurs an answer the server marked rude until someone taps it', async () => {
    const { state, now } = reviewing({ rudeFilter: true });
    const marked = applyRefereeMarks(
      state,
      { round: 1, marks: [], rude: [{ uid: 'ben', categoryId: 'animal' }] },
      now,
    );
    if (!marked.ok) throw new Error('not marked');
    renderScreen(viewOf(marked.state, 'ana', now), (view) => <ReviewScreen roomId="room-1" view={view} />);
    const line = answerOf(await category('Animal'), 'Ben');
    const show = within(line).getByRole('button', { name: 'Show' });
    expect(within(line).getByText('Alpaca').closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(show);
    expect(within(line).getByText('Alpaca').closest('[aria-hidden="true"]')).toBeNull();
    // Shown, the line opens the answer's actions again.
    expect(within(line).getByRole('button', { expanded: false })).toHaveTextContent('Alpaca');
  });
});
