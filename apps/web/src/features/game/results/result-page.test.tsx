import { GAME_ERROR_CODES } from '@npat/engine';
import { GAME_ERRORS, ROOM_ROUTES } from '@npat/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '@/app/testing/fake-api';
import { fakeSocket } from '@/app/testing/fake-socket';
import { act, answer, newGame, tickTo, viewOf } from '@/app/testing/game-views';
import { openGameScreen } from '@/app/testing/render-game';
import { renderScreen } from '@/app/testing/render-screen';
import { ResultScreen } from './result-screen';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);

/** A 2-round game that ended 25, 25, 10: Ana and Ben share first place, Cy is third. */
function finished() {
  const opened = tickTo(newGame(), 'ANSWERING');
  const answered = answer(
    opened.state,
    {
      ana: { name: 'Anna', place: 'Amsterdam', animal: 'Ant' },
      ben: { name: 'Anna', place: 'Athens', animal: 'Alpaca' },
      cy: { place: 'Berlin', animal: 'Aardvark' },
    },
    opened.now,
  );
  return tickTo(answered, 'FINAL_RESULTS', opened.now);
}

/** Round 1 answered by everyone, before its review. */
function finishedRoundOne() {
  const opened = tickTo(newGame(), 'ANSWERING');
  return answer(opened.state, { ana: { name: 'Anna' }, ben: { name: 'Abe' } }, opened.now);
}

const NEW_LOBBY = {
  [`GET ${ROOM_ROUTES.access('room-2')}`]: () =>
    json(200, { roomId: 'room-2', phase: 'LOBBY', inSlot: false, canWatch: false }),
};

describe('the final results', () => {
  it('puts tied players on one podium step and the next one third', async () => {
    const { state, now } = finished();
    renderScreen(viewOf(state, 'cy', now), (view) => <ResultScreen roomId="room-1" view={view} />);
    const steps = await screen.findAllByTestId('podium-step');
    expect(steps.map((step) => step.dataset.place)).toEqual(['3', '1']);
    expect(steps[1]).toHaveTextContent('AnaBen1st25 pts');
    expect(steps[0]).toHaveTextContent('Cy3rd10 pts');
    expect(screen.getByTestId('winner')).toHaveTextContent('Ana & Ben win!');
  });

  it('lists every round with its letter, everyone’s answers and points', async () => {
    const { state, now } = finished();
    renderScreen(viewOf(state, 'ana', now), (view) => <ResultScreen roomId="room-1" view={view} />);
    const tables = await screen.findAllByTestId('round-table');
    expect(tables).toHaveLength(2);
    expect(within(tables[0]!).getByText('Round 1 · Letter A')).toBeInTheDocument();
    expect(within(tables[1]!).getByText('Round 2 · Letter B')).toBeInTheDocument();
    expect(within(tables[0]!).getAllByTestId('round-table-row')[1]).toHaveTextContent('Athens10Unique');
    expect(tables[0]).toHaveAttribute('tabindex', '0');
  });

  it('takes the player who asks to play again to the new lobby the ack names', async () => {
    const { state, now } = finished();
    const view = viewOf(state, 'ana', now);
    const { router } = openGameScreen(view, 'result', NEW_LOBBY);
    await screen.findByRole('button', { name: 'Play again' });
    fakeSocket.respond(({ event }) => {
      if (event !== 'game:play-again') return { ok: true, view };
      // The invitation to the whole room may arrive before the ack; either takes the player there once.
      fakeSocket.serverEmit('game:play-again', { fromRoomId: 'room-1', roomId: 'room-2' });
      return { ok: true, view, invite: { fromRoomId: 'room-1', roomId: 'room-2' } };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Play again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game-room/room-2/lobby'));
    expect(fakeSocket.sentOf('game:play-again')).toEqual([{ roomId: 'room-1' }]);
    expect(fakeSocket.sentOf('game:leave-results')).toEqual([{ roomId: 'room-1' }]);
  });

  it('says why when Play again is refused, and stays', async () => {
    const { state, now } = finished();
    const { router } = openGameScreen(viewOf(state, 'ana', now), 'result');
    await screen.findByRole('button', { name: 'Play again' });
    fakeSocket.respond(() => ({
      ok: false,
      error: { code: GAME_ERROR_CODES.wrongPhase, message: 'Words of the server, not shown' },
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Play again' }));
    // Worded by its code, whatever the server's words.
    expect(await screen.findByText(GAME_ERRORS['wrong-phase'])).toBeInTheDocument();
    fakeSocket.serverEmit('game:play-again', { fromRoomId: 'room-1', roomId: 'room-2' });
    expect(await screen.findByTestId('play-again-invite')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game-room/room-1/result');
  });

  it('invites everyone else to follow, and Join takes them there', async () => {
    const { state, now } = finished();
    const { router } = openGameScreen(viewOf(state, 'ben', now), 'result', NEW_LOBBY);
    await screen.findByRole('button', { name: 'Play again' });
    fakeSocket.serverEmit('game:play-again', { fromRoomId: 'room-9', roomId: 'room-3' });
    expect(screen.queryByTestId('play-again-invite')).toBeNull();
    fakeSocket.serverEmit('game:play-again', { fromRoomId: 'room-1', roomId: 'room-2' });
    const invite = await screen.findByTestId('play-again-invite');
    expect(invite).toHaveTextContent('A new game is waiting!');
    expect(router.state.location.pathname).toBe('/game-room/room-1/result');
    // The new lobby's join stays unanswered: only where the player is sent matters here.
    fakeSocket.respond(() => new Promise(() => {}));
    await userEvent.click(within(invite).getByRole('button', { name: 'Join the new game' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game-room/room-2/lobby'));
  });

  it('names who opened the new lobby, and keeps the name when a later request repeats the invitation', async () => {
    const { state, now } = finished();
    openGameScreen(viewOf(state, 'ben', now), 'result', NEW_LOBBY);
    await screen.findByRole('button', { name: 'Play again' });
    fakeSocket.serverEmit('game:play-again', { fromRoomId: 'room-1', roomId: 'room-2', hostUid: 'cy' });
    const invite = await screen.findByTestId('play-again-invite');
    expect(invite).toHaveTextContent('Cy started a new lobby with the same settings.');
    fakeSocket.serverEmit('game:play-again', { fromRoomId: 'room-1', roomId: 'room-2' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(invite).toHaveTextContent('Cy started a new lobby with the same settings.');
  });

  it('tells the last player in why the game ended before its last round', async () => {
    const { state, now } = tickTo(newGame(), 'ANSWERING');
    const alone = act(
      act(state, 'ana', { name: 'game:leave', payload: {} }, now),
      'ben',
      { name: 'game:leave', payload: {} },
      now,
    );
    openGameScreen(viewOf(alone, 'cy', now), 'result');
    expect(
      await screen.findByText('Everyone else left before a round was scored, so the game ended here.'),
    ).toBeInTheDocument();
  });

  it('names nobody the winner when no round was scored', async () => {
    const { state, now } = tickTo(newGame(), 'ANSWERING');
    const alone = act(
      act(state, 'ana', { name: 'game:leave', payload: {} }, now),
      'ben',
      { name: 'game:leave', payload: {} },
      now,
    );
    openGameScreen(viewOf(alone, 'cy', now), 'result');
    expect(await screen.findByTestId('winner')).toHaveTextContent(
      'No round was scored, so nobody wins this time.',
    );
  });

  it('says the host ended the game when players were still in it', async () => {
    const { state, now } = tickTo(finishedRoundOne(), 'ROUND_RESULTS');
    const ended = act(state, 'ana', { name: 'game:end', payload: {} }, now);
    openGameScreen(viewOf(ended, 'ben', now), 'result');
    expect(await screen.findByText('The host ended the game after 1 of 2 rounds.')).toBeInTheDocument();
    expect(screen.queryByText(/Everyone else left/)).toBeNull();
  });

  it('says nothing of an early end after a game played to its last round', async () => {
    const { state, now } = finished();
    openGameScreen(viewOf(state, 'ana', now), 'result');
    await screen.findByRole('button', { name: 'Play again' });
    expect(screen.queryByText(/Everyone else left/)).toBeNull();
  });

  it('goes home with Home, telling the server this player left the results', async () => {
    const { state, now } = finished();
    const { router } = openGameScreen(viewOf(state, 'ben', now), 'result');
    await userEvent.click(await screen.findByRole('button', { name: 'Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fakeSocket.sentOf('game:leave-results')).toEqual([{ roomId: 'room-1' }]);
  });
});
