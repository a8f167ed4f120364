import { gameResults } from '@npat/engine';
import { HISTORY_ROUTE } from '@npat/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, apiError, fakeApi, GUEST, json } from '@/app/testing/fake-api';
import { answer, newGame, PLAYERS, tickTo } from '@/app/testing/game-views';
import { renderApp } from '@/app/testing/render-app';

/** A finished 2-round game of Ada (the signed-in account) with Ben and Cy, as the history stores it. */
function storedGame(roomId: string, finishedAt: number, adaAnimal: string) {
  const players = [{ ...PLAYERS[0]!, uid: ACCOUNT.uid, displayName: 'Ada' }, PLAYERS[1]!, PLAYERS[2]!];
  const opened = tickTo(newGame({}, players), 'ANSWERING');
  const answered = answer(
    opened.state,
    { [ACCOUNT.uid]: { animal: adaAnimal }, ben: { animal: 'Alpaca' } },
    opened.now,
  );
  return { roomId, finishedAt, results: gameResults(tickTo(answered, 'FINAL_RESULTS', opened.now).state) };
}

describe('the history page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists a registered player’s finished games newest first, each opening to its tables', async () => {
    const older = storedGame('room-old', Date.UTC(2026, 0, 2, 18), 'Ant');
    const newer = storedGame('room-new', Date.UTC(2026, 2, 4, 18), 'Alpaca');
    fakeApi(ACCOUNT, { [`GET ${HISTORY_ROUTE}`]: () => json(200, { games: [older, newer] }) });
    renderApp('/history');
    const games = await screen.findAllByTestId('history-game');
    expect(games).toHaveLength(2);
    // Newer: Ada's Alpaca is shared with Ben's (5 each); older: her Ant is unique (10).
    expect(games[0]).toHaveTextContent('Winner: Ada & Ben');
    expect(games[1]).toHaveTextContent('Winner: Ada');
    expect(games[1]).toHaveTextContent('You: 1st');

    const show = within(games[1]!).getByRole('button', { name: 'Show the tables' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(within(games[1]!).getByRole('button', { name: 'Hide the tables' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const tables = within(games[1]!).getAllByTestId('round-table');
    expect(tables).toHaveLength(2);
    expect(within(tables[0]!).getAllByTestId('round-table-row')[0]).toHaveTextContent('Ant10Unique');
    expect(within(games[1]!).getAllByTestId('ranking-row')[0]).toHaveTextContent('1stAda (you)');
  });

  it('says so when there is no finished game yet', async () => {
    fakeApi(ACCOUNT, { [`GET ${HISTORY_ROUTE}`]: () => json(200, { games: [] }) });
    renderApp('/history');
    expect(
      await screen.findByText('No finished games yet. Play one, and it shows up here.'),
    ).toBeInTheDocument();
  });

  it('opens at once with a grid of skeleton cards, then shows the games when they arrive', async () => {
    let answer: (response: Response) => void = () => {};
    fakeApi(ACCOUNT, {
      [`GET ${HISTORY_ROUTE}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your games' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    answer(json(200, { games: [] }));
    expect(
      await screen.findByText('No finished games yet. Play one, and it shows up here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says where the games would be when they cannot be read, with a Retry that reads them again', async () => {
    let fail = true;
    fakeApi(ACCOUNT, {
      [`GET ${HISTORY_ROUTE}`]: () =>
        fail ? apiError(500, 'internal', 'The history is resting') : json(200, { games: [] }),
    });
    renderApp('/history');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred!');
    expect(alert).toHaveTextContent('The history is resting');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No finished games yet. Play one, and it shows up here.'),
    ).toBeInTheDocument();
  });

  it('sends guests home: their games leave with them', async () => {
    fakeApi(GUEST);
    const router = renderApp('/history');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
