import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '@/app/testing/fake-socket';
import { act, answer, newGame, tickTo, viewOf } from '@/app/testing/game-views';
import { openGameScreen } from '@/app/testing/render-game';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);

const ZOE = {
  name: 'watch',
  payload: { displayName: 'Zoe', photoURL: '/avatars/fox.svg', roomLocked: false, removed: false },
} as const;

/** Round 1 of a two-round game in ANSWERING, Ana has typed, and Zoe watches. */
function watchedRound(settings = {}) {
  const { state, now } = tickTo(newGame(settings), 'ANSWERING');
  const typed = answer(state, { ana: { name: 'Anastasia' } }, now);
  return { state: act(typed, 'zoe', ZOE, now), now };
}

describe('watching a game', () => {
  it('shows a spectator the letter, the categories and the progress, no fields and no one’s text', async () => {
    const { state, now } = watchedRound();
    openGameScreen(viewOf(state, 'zoe', now));
    expect(await screen.findByText('You are watching this game.')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'This round’s categories' })).toBeInTheDocument();
    expect(screen.getAllByTestId('player-progress')).toHaveLength(3);
    expect(document.body.textContent).not.toContain('Anastasia');
    expect(screen.getByRole('button', { name: 'Stop watching' })).toBeInTheDocument();
  });

  it('does not watch again when Stop watching got no answer', async () => {
    const { state, now } = watchedRound();
    openGameScreen(viewOf(state, 'zoe', now));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop watching' }));
    const joinsBefore = fakeSocket.sentOf('game:join').length;
    fakeSocket.respond(() => {
      throw new Error('operation has timed out');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Stop watching this game?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop watching' }));
    expect(await screen.findByText('The server did not answer in time.')).toBeInTheDocument();
    expect(fakeSocket.sentOf('game:leave')).toEqual([{ roomId: 'room-1' }]);
    // Asking for the view again would be a join, which seats a spectator who did leave once more.
    expect(fakeSocket.sentOf('game:join')).toHaveLength(joinsBefore);
  });

  it('asks for a seat from the next round and offers to take the request back', async () => {
    const { state, now } = watchedRound();
    openGameScreen(viewOf(state, 'zoe', now));
    await userEvent.click(await screen.findByRole('button', { name: 'Play from the next round' }));
    expect(fakeSocket.sentOf('game:join-next-round')).toEqual([{ roomId: 'room-1', join: true }]);

    const asked = act(state, 'zoe', { name: 'game:join-next-round', payload: { join: true } }, now);
    fakeSocket.serverEmit('game:state', viewOf(asked, 'zoe', now, 5));
    expect(await screen.findByText('You play from round 2. Get ready!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Just watch' }));
    expect(fakeSocket.sentOf('game:join-next-round').at(-1)).toEqual({ roomId: 'room-1', join: false });
  });

  it('says why no seat is offered when the host turned late join off', async () => {
    const { state, now } = watchedRound({ lateJoin: false });
    openGameScreen(viewOf(state, 'zoe', now));
    expect(
      await screen.findByText('The host does not let anyone join this game once it has started.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play from the next round' })).toBeNull();
  });

  it('tells the players who is watching', async () => {
    const { state, now } = watchedRound();
    openGameScreen(viewOf(state, 'ben', now));
    expect(await screen.findByTestId('watchers')).toHaveTextContent('Watching: Zoe');
  });

  it('lets a spectator read the review without votes, Join, Split or Done', async () => {
    const { state, now } = watchedRound();
    const reviewing = tickTo(state, 'REVIEWING', now);
    openGameScreen(viewOf(reviewing.state, 'zoe', reviewing.now), 'scoring');
    const category = (await screen.findAllByTestId('review-category'))[0]!;
    expect(within(category).getByText('Anastasia')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Challenge/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Done reviewing' })).toBeNull();
    expect(screen.getByText('You are watching this game.')).toBeInTheDocument();
    expect(screen.getByText(/^The players challenge answers they think are wrong\./)).toBeInTheDocument();
  });
});
