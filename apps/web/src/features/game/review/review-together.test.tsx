import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '@/app/testing/fake-socket';
import { act, viewOf } from '@/app/testing/game-views';
import { openGameScreen } from '@/app/testing/render-game';
import { reviewing, category, onAPhone } from './review-test-kit';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);

describe('reviewing together', () => {
  const focusOn = (state: ReturnType<typeof reviewing>['state'], now: number, categoryId: string) =>
    act(state, 'ana', { name: 'game:review-focus', payload: { categoryId } }, now);

  it('tells the room which card the host is on once the host stays there', async () => {
    onAPhone();
    const { state, now } = reviewing();
    openGameScreen(viewOf(state, 'ana', now), 'scoring');
    const pager = await screen.findByRole('navigation', { name: 'Categories' });
    // The host follows nobody: no line is kept for a way back.
    expect(within(pager).queryByTestId('follow-host-room')).toBeNull();
    await waitFor(() =>
      expect(fakeSocket.sentOf('game:review-focus')).toEqual([{ roomId: 'room-1', categoryId: 'name' }]),
    );
    // Two steps in a row: only the card the host stops at is sent.
    await userEvent.click(within(pager).getByRole('button', { name: 'Next category' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Next category' }));
    await waitFor(() => expect(fakeSocket.sentOf('game:review-focus')).toHaveLength(2));
    expect(fakeSocket.sentOf('game:review-focus')[1]).toEqual({ roomId: 'room-1', categoryId: 'animal' });
  });

  it('moves a player’s deck with the host’s until they move on their own, and back with Go to', async () => {
    onAPhone();
    const { state, now } = reviewing();
    openGameScreen(viewOf(state, 'ben', now), 'scoring');
    const pager = await screen.findByRole('navigation', { name: 'Categories' });
    fakeSocket.serverEmit('game:state', viewOf(focusOn(state, now, 'animal'), 'ben', now, 5));
    await waitFor(() => expect(pager).toHaveTextContent('Category 3 of 5Animal'));
    expect(within(pager).queryByTestId('follow-host')).toBeNull();
    // Its line is kept while empty, so the card does not move down when Go to appears.
    expect(within(pager).getByTestId('follow-host-room')).toBeInTheDocument();
    expect(fakeSocket.sentOf('game:review-focus')).toEqual([]);

    // Ben goes back on his own: the host's next card no longer moves him, and Go to Ana takes him there.
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous category' }));
    fakeSocket.serverEmit('game:state', viewOf(focusOn(state, now, 'thing'), 'ben', now, 6));
    const goTo = await within(pager).findByRole('button', { name: 'Go to Ana: category 4' });
    expect(within(pager).queryByTestId('follow-host-room')).toBeNull();
    expect(pager).toHaveTextContent('Category 2 of 5Place');
    await userEvent.click(goTo);
    expect(pager).toHaveTextContent('Category 4 of 5Thing');
    expect(within(pager).queryByTestId('follow-host')).toBeNull();
    fakeSocket.serverEmit('game:state', viewOf(focusOn(state, now, 'name'), 'ben', now, 7));
    await waitFor(() => expect(pager).toHaveTextContent('Category 1 of 5Name'));
  });

  it('marks the host’s card where every card is in sight', async () => {
    const { state, now } = reviewing();
    openGameScreen(viewOf(focusOn(state, now, 'place'), 'ben', now), 'scoring');
    expect(within(await category('Place')).getByTestId('host-here')).toHaveTextContent('Ana is here');
    expect(within(await category('Name')).queryByTestId('host-here')).toBeNull();
  });
});
