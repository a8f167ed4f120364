import { GAME_ERROR_CODES, progressUpdate } from '@npat/engine';
import { ROOM_ROUTES, type GameAck } from '@npat/protocol';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '@/app/testing/fake-api';
import { fakeSocket } from '@/app/testing/fake-socket';
import { act, answer, newGame, tickTo, viewOf } from '@/app/testing/game-views';
import { openGameScreen } from '@/app/testing/render-game';
import { resetIncomingReports } from '@/lib/incoming';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);

const counts = () => screen.getAllByTestId('progress-count').map((count) => count.textContent);

describe('following a game', () => {
  it('joins on arrival and again on every reconnect, rebuilding from the full view', async () => {
    const { state, now } = tickTo(newGame(), 'ANSWERING');
    openGameScreen(viewOf(state, 'ana', now));
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(fakeSocket.sentOf('game:join')).toEqual([{ roomId: 'room-1' }]);
    expect(counts()).toEqual(['0/5', '0/5']);

    const later = answer(state, { ben: { name: 'Bob', place: 'Bern' } }, now + 2000);
    fakeSocket.respond(() => ({ ok: true, view: viewOf(later, 'ana', now + 2000, 2) }));
    fakeSocket.serverEmit('connect');
    await waitFor(() => expect(counts()).toEqual(['2/5', '0/5']));
    expect(fakeSocket.sentOf('game:join')).toHaveLength(2);
  });

  it('shows every game:state, and ignores frames that are no view', async () => {
    const { state, now } = tickTo(newGame(), 'ANSWERING');
    openGameScreen(viewOf(state, 'ana', now));
    await screen.findByLabelText('Name');
    fakeSocket.serverEmitMalformed('game:state', { phase: 'ANSWERING', nonsense: true });
    fakeSocket.serverEmit(
      'game:state',
      viewOf(answer(state, { cy: { name: 'Cyd' } }, now + 1), 'ana', now + 1, 2),
    );
    await waitFor(() => expect(counts()).toEqual(['0/5', '1/5']));
  });

  it('drops a malformed game:state and logs it once, however often it comes, and the screen stays', async () => {
    resetIncomingReports();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { state, now } = tickTo(newGame(), 'ANSWERING');
    openGameScreen(viewOf(state, 'ana', now));
    await screen.findByLabelText('Name');
    const view = viewOf(answer(state, { cy: { name: 'Cyd' } }, now + 1), 'ana', now + 1, 2);
    fakeSocket.serverEmitMalformed('game:state', { ...view, players: 'everyone' });
    fakeSocket.serverEmitMalformed('game:state', { ...view, round: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(counts()).toEqual(['0/5', '0/5']);
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain("Dropped a malformed 'game:state'");
    logged.mockRestore();
  });

  it('shows the filled counts of every game:progress of its room and round', async () => {
    const { state, now } = tickTo(newGame(), 'ANSWERING');
    openGameScreen(viewOf(state, 'ana', now));
    await screen.findByLabelText('Name');
    const typed = answer(state, { ben: { name: 'Bob', place: 'Bern' } }, now + 1);
    const update = progressUpdate('room-1', typed, now + 1, 2);
    fakeSocket.serverEmit('game:progress', { ...update, roomId: 'room-2' });
    fakeSocket.serverEmitMalformed('game:progress', { nonsense: true });
    fakeSocket.serverEmit('game:progress', update);
    await waitFor(() => expect(counts()).toEqual(['2/5', '0/5']));
  });

  it('never lets an older view undo a newer one, whatever the clock of the node that built it', async () => {
    const { state, now } = tickTo(newGame(), 'ANSWERING');
    openGameScreen(viewOf(answer(state, { cy: { name: 'Cyd' } }, now + 5), 'ana', now + 5, 2));
    await waitFor(() => expect(counts()).toEqual(['0/5', '1/5']));
    fakeSocket.serverEmit('game:state', viewOf(state, 'ana', now + 60_000, 1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(counts()).toEqual(['0/5', '1/5']);
  });

  it('keeps a view that overtook the join’s older ack, and drops the views of another room', async () => {
    const { state, now } = tickTo(newGame(), 'ANSWERING');
    openGameScreen(viewOf(state, 'ana', now));
    await screen.findByLabelText('Name');
    let answerJoin: (ack: GameAck) => void = () => {};
    fakeSocket.respond(() => new Promise((resolve) => (answerJoin = resolve)));
    fakeSocket.serverEmit('connect');
    // Another node's broadcast of version 4 comes before the ack of the join, committed as version 3 by
    // a node whose clock runs ahead.
    const newer = answer(state, { cy: { name: 'Cyd' } }, now + 2);
    fakeSocket.serverEmit('game:state', viewOf(newer, 'ana', now + 2, 4));
    answerJoin({ ok: true, view: viewOf(state, 'ana', now + 5000, 3) });
    await waitFor(() => expect(counts()).toEqual(['0/5', '1/5']));
    // A game this socket still hears of (the one before Play again) is another stream of versions.
    const other = answer(state, { ben: { name: 'Bob' } }, now + 3);
    fakeSocket.serverEmit('game:state', { ...viewOf(other, 'ana', now + 3, 99), roomId: 'room-0' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(counts()).toEqual(['0/5', '1/5']);
  });

  it('moves to the screen of the phase the game is in', async () => {
    const { state, now } = tickTo(newGame(), 'ANSWERING');
    let phase = 'ANSWERING';
    const { router } = openGameScreen(viewOf(state, 'ana', now), 'game', {
      [`GET ${ROOM_ROUTES.access('room-1')}`]: () =>
        json(200, { roomId: 'room-1', phase, inSlot: true, canWatch: false }),
    });
    await screen.findByLabelText('Name');
    const review = tickTo(state, 'REVIEWING', now);
    phase = 'REVIEWING';
    fakeSocket.serverEmit('game:state', viewOf(review.state, 'ana', review.now, 2));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game-room/room-1/scoring'));
    expect(await screen.findByRole('heading', { name: 'Review the answers' })).toBeInTheDocument();
  });

  it('opens the screen of the current phase, whatever screen the link named', async () => {
    const review = tickTo(newGame(), 'REVIEWING');
    const { router } = openGameScreen(viewOf(review.state, 'ana', review.now), 'game');
    expect(await screen.findByRole('heading', { name: 'Review the answers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game-room/room-1/scoring');
  });

  it('sends everyone home once the game is completed', async () => {
    const { state, now } = tickTo(newGame(), 'ANSWERING');
    const { router } = openGameScreen(viewOf(state, 'ana', now));
    await screen.findByLabelText('Name');
    let over = act(state, 'ben', { name: 'game:leave', payload: {} }, now + 1);
    over = act(over, 'cy', { name: 'game:leave', payload: {} }, now + 1);
    over = act(over, 'ana', { name: 'game:leave', payload: {} }, now + 1);
    expect(over.phase).toBe('GAME-COMPLETED');
    fakeSocket.serverEmit('game:state', viewOf(over, 'ana', now + 1, 2));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes home with the reason when the game refuses the join', async () => {
    const { state, now } = tickTo(newGame(), 'ANSWERING');
    const { router } = openGameScreen(viewOf(state, 'ana', now));
    fakeSocket.respond(() => ({
      ok: false,
      error: { code: GAME_ERROR_CODES.notAPlayer, message: 'You are not a player in this game.' },
    }));
    fakeSocket.serverEmit('connect');
    expect(await screen.findByText('You are not a player in this game.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
