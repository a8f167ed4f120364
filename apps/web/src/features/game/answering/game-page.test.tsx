import { LOBBY_ERROR_CODES } from '@npat/protocol';
import { act as act_, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '@/app/testing/fake-socket';
import { act, answer, newGame, T0, tickTo, viewOf } from '@/app/testing/game-views';
import { openGameScreen } from '@/app/testing/render-game';
import { playCue } from '@/lib/sounds';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);
// The real cues run (sounds are off and there is no Web Audio here, so they play nothing); the spy says which
// cues the screens asked for.
vi.mock('@/lib/sounds', { spy: true });

/** Round 1 (letter A) of a Round Timer game as it opens for answering. */
function answering(settings = {}) {
  return tickTo(newGame(settings), 'ANSWERING');
}

const fields = () => screen.getAllByRole('textbox');

describe('the letter reveal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('rolls the letter in and counts 3-2-1 when the round starts', async () => {
    openGameScreen(viewOf(newGame(), 'ana', T0));
    expect(await screen.findByText('Letter A')).toBeInTheDocument();
    expect(screen.getByTestId('round-number')).toHaveTextContent('Round 1 of 2');
    const reel = document.querySelector('[data-rolling]');
    expect(reel?.textContent?.at(-1)).toBe('A');
    expect(reel?.textContent?.length).toBeGreaterThan(10);
    expect(screen.getByTestId('start-countdown')).toHaveTextContent('3');
  });

  it('shows the letter at once, without a reel, under reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    openGameScreen(viewOf(newGame(), 'ana', T0));
    expect(await screen.findByText('Letter A')).toBeInTheDocument();
    expect(document.querySelector('[data-rolling]')).toBeNull();
  });

  it('does not roll for a player who arrives when the letter should already have landed', async () => {
    openGameScreen(viewOf(newGame(), 'ana', T0 + 2500));
    expect(await screen.findByText('Letter A')).toBeInTheDocument();
    expect(document.querySelector('[data-rolling]')).toBeNull();
    expect(screen.getByTestId('start-countdown')).toHaveTextContent('1');
  });
});

describe('the host’s re-draw at the intro', () => {
  it('offers the host one re-draw of the letter and sends it', async () => {
    fakeSocket.reset();
    openGameScreen(viewOf(newGame(), 'ana', T0));
    await userEvent.click(await screen.findByRole('button', { name: 'Draw another letter' }));
    await waitFor(() => expect(fakeSocket.sentOf('game:redraw-letter')).toEqual([{ roomId: 'room-1' }]));
  });

  it('offers it to nobody else, and not twice', async () => {
    openGameScreen(viewOf(newGame(), 'ben', T0));
    expect(await screen.findByText('Letter A')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draw another letter' })).toBeNull();
  });

  it('says so when the host drew another letter', async () => {
    const redrawn = act(newGame(), 'ana', { name: 'game:redraw-letter', payload: {} }, T0 + 500);
    openGameScreen(viewOf(redrawn, 'ana', T0 + 500));
    expect(await screen.findByText('The host drew another letter.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draw another letter' })).toBeNull();
  });
});

describe('answering', () => {
  afterEach(() => sessionStorage.clear());

  it('has one labelled field per active category and brings back what the player had saved', async () => {
    const { state, now } = answering();
    openGameScreen(viewOf(answer(state, { ana: { name: 'Anna' } }, now), 'ana', now));
    expect(await screen.findByLabelText('Name')).toHaveValue('Anna');
    expect(fields().map((field) => field.getAttribute('placeholder'))).toHaveLength(5);
    for (const label of ['Place', 'Animal', 'Thing', 'ana first']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByText('added by Ana')).toBeInTheDocument();
  });

  it('saves a draft as soon as the field loses focus', async () => {
    const { state, now } = answering();
    openGameScreen(viewOf(state, 'ana', now));
    await userEvent.type(await screen.findByLabelText('Place'), 'Amsterdam');
    await userEvent.tab();
    await waitFor(() =>
      expect(fakeSocket.sentOf('game:save-answer')).toContainEqual({
        roomId: 'room-1',
        categoryId: 'place',
        text: 'Amsterdam',
      }),
    );
    expect(await screen.findByText('All answers saved')).toBeInTheDocument();
  });

  it('sends a draft the server refused as one too many again a moment later, without a toast', async () => {
    const { state, now } = answering();
    const { router } = openGameScreen(viewOf(state, 'ana', now));
    let refusals = 1;
    fakeSocket.respond(({ event }) => {
      if (event !== 'game:save-answer') return { ok: true, view: viewOf(state, 'ana', now) };
      if (refusals-- > 0)
        return { ok: false, error: { code: LOBBY_ERROR_CODES.rateLimited, message: 'Slow down' } };
      return { ok: true, version: 2 };
    });
    await userEvent.type(await screen.findByLabelText('Place'), 'Amsterdam');
    await userEvent.tab();
    await waitFor(() => expect(fakeSocket.sentOf('game:save-answer')).toHaveLength(2), { timeout: 3000 });
    expect(await screen.findByText('All answers saved')).toBeInTheDocument();
    expect(screen.queryByText('Slow down')).toBeNull();
    expect(router.state.location.pathname).toBe('/game-room/room-1/game');
  });

  it('sends a draft whose ack was lost with the connection again once it is back', async () => {
    const { state, now } = answering();
    openGameScreen(viewOf(state, 'ana', now));
    let connected = false;
    fakeSocket.respond(({ event }) => {
      if (event !== 'game:save-answer') return { ok: true, view: viewOf(state, 'ana', now) };
      // What socket.io does with an ack still awaited when the connection drops (its node died).
      if (!connected) throw new Error('socket has been disconnected');
      return { ok: true, version: 2 };
    });
    await userEvent.type(await screen.findByLabelText('Place'), 'Amsterdam');
    await userEvent.tab();
    await waitFor(() => expect(fakeSocket.sentOf('game:save-answer')).toHaveLength(1));
    expect(screen.getByText('Saving…')).toBeInTheDocument();

    // socket.io reconnects by itself (through the balancer, perhaps to another node).
    connected = true;
    act_(() => fakeSocket.serverEmit('connect'));
    await waitFor(() => expect(fakeSocket.sentOf('game:save-answer')).toHaveLength(2));
    expect(fakeSocket.sentOf('game:save-answer')[1]).toEqual({
      roomId: 'room-1',
      categoryId: 'place',
      text: 'Amsterdam',
    });
    expect(await screen.findByText('All answers saved')).toBeInTheDocument();
  });

  it('hints, with words, at an answer that does not start with the letter', async () => {
    const { state, now } = answering();
    openGameScreen(viewOf(state, 'ana', now));
    await userEvent.type(await screen.findByLabelText('Animal'), 'Zebra');
    expect(screen.getByLabelText('Animal')).toHaveAccessibleDescription('Does not start with A');
  });

  it('locks every field at the deadline, keeping the text readable', async () => {
    const { state, now } = answering();
    const typed = answer(state, { ana: { name: 'Anna' } }, now);
    openGameScreen(viewOf(typed, 'ana', typed.rounds[0]!.answeringEndsAt + 300));
    expect(await screen.findByText('Time’s up! Your answers are in.')).toBeInTheDocument();
    for (const field of fields()) expect(field).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Name')).toHaveValue('Anna');
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
  });

  it('shows how many categories the others filled and who is done, never their text', async () => {
    const { state, now } = answering();
    let game = answer(state, { ben: { name: 'Bob', place: 'Bern' }, cy: { name: 'Cyrus' } }, now);
    game = act(game, 'cy', { name: 'game:done', payload: {} }, now);
    openGameScreen(viewOf(game, 'ana', now));
    const progress = await screen.findAllByTestId('player-progress');
    expect(progress.map((item) => within(item).getByTestId('progress-count').textContent)).toEqual([
      '2/5',
      '✓ 1/5',
    ]);
    expect(progress[1]).toHaveAttribute('data-done', 'true');
    expect(progress[0]).toHaveTextContent('Ben: 2 of 5 filled');
    expect(document.body).not.toHaveTextContent(/Bob|Bern|Cyrus/);
  });

  it('shows a draft saved in the player’s other tab in a field this tab has not changed', async () => {
    const { state, now } = answering();
    openGameScreen(viewOf(state, 'ana', now));
    const place = await screen.findByLabelText('Place');
    const otherTab = answer(state, { ana: { place: 'Athens' } }, now);
    act_(() => fakeSocket.serverEmit('game:state', viewOf(otherTab, 'ana', now, 2)));
    await waitFor(() => expect(place).toHaveValue('Athens'));
    expect(screen.getByText('All answers saved')).toBeInTheDocument();
  });

  it('keeps a change typed here and not yet saved over the other tab’s older draft', async () => {
    const { state, now } = answering();
    openGameScreen(viewOf(state, 'ana', now));
    const place = await screen.findByLabelText('Place');
    await userEvent.type(place, 'Accra');
    const otherTab = answer(state, { ana: { place: 'Athens', animal: 'Ant' } }, now);
    act_(() => fakeSocket.serverEmit('game:state', viewOf(otherTab, 'ana', now, 2)));
    await waitFor(() => expect(screen.getByLabelText('Animal')).toHaveValue('Ant'));
    expect(place).toHaveValue('Accra');
    await waitFor(() =>
      expect(fakeSocket.sentOf('game:save-answer')).toContainEqual({
        roomId: 'room-1',
        categoryId: 'place',
        text: 'Accra',
      }),
    );
  });

  it('shows a change the tab kept before a reload and sends it, the server’s text being older', async () => {
    const { state, now } = answering();
    sessionStorage.setItem(
      'npat:answer-drafts:room-1',
      JSON.stringify({ round: 1, fields: { place: { text: 'Athens', base: 'Ath' } } }),
    );
    openGameScreen(viewOf(answer(state, { ana: { place: 'Ath' } }, now), 'ana', now));
    expect(await screen.findByLabelText('Place')).toHaveValue('Athens');
    await waitFor(() =>
      expect(fakeSocket.sentOf('game:save-answer')).toContainEqual({
        roomId: 'room-1',
        categoryId: 'place',
        text: 'Athens',
      }),
    );
  });

  it('shows the server’s text over a kept change when another tab saved a text since', async () => {
    const { state, now } = answering();
    sessionStorage.setItem(
      'npat:answer-drafts:room-1',
      JSON.stringify({ round: 1, fields: { place: { text: 'Athens', base: '' } } }),
    );
    openGameScreen(viewOf(answer(state, { ana: { place: 'Accra' } }, now), 'ana', now));
    expect(await screen.findByLabelText('Place')).toHaveValue('Accra');
    expect(fakeSocket.sentOf('game:save-answer')).toEqual([]);
    expect(sessionStorage.getItem('npat:answer-drafts:room-1')).toBeNull();
  });

  it('keeps every key in the tab at once and forgets it once the server has the text', async () => {
    const { state, now } = answering();
    fakeSocket.respond(({ event }) =>
      event === 'game:save-answer' ? { ok: true, version: 2 } : { ok: true, view: viewOf(state, 'ana', now) },
    );
    openGameScreen(viewOf(state, 'ana', now));
    await userEvent.type(await screen.findByLabelText('Place'), 'Ankara');
    expect(JSON.parse(sessionStorage.getItem('npat:answer-drafts:room-1') ?? '{}')).toEqual({
      round: 1,
      fields: { place: { text: 'Ankara', base: '' } },
    });
    expect(await screen.findByText('All answers saved')).toBeInTheDocument();
    expect(sessionStorage.getItem('npat:answer-drafts:room-1')).toBeNull();
  });

  it('sends a draft at once, without waiting for its debounce, when the page is hidden', async () => {
    const { state, now } = answering();
    openGameScreen(viewOf(state, 'ana', now));
    await userEvent.type(await screen.findByLabelText('Place'), 'Accra');
    act_(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(fakeSocket.sentOf('game:save-answer')).toContainEqual({
      roomId: 'room-1',
      categoryId: 'place',
      text: 'Accra',
    });
  });

  it('sends what is still waiting for its debounce before Done', async () => {
    const { state, now } = answering();
    openGameScreen(viewOf(state, 'ana', now));
    await userEvent.type(await screen.findByLabelText('Thing'), 'Anchor');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(fakeSocket.sentOf('game:done')).toHaveLength(1));
    const order = fakeSocket.sent.map((each) => each.event).filter((event) => event.startsWith('game:'));
    expect(order.indexOf('game:save-answer')).toBeLessThan(order.indexOf('game:done'));
  });
});

describe('Fastest Finger', () => {
  it('offers STOP only once every category is filled', async () => {
    const { state, now } = answering({ endMode: 'Fastest Finger' });
    openGameScreen(
      viewOf(answer(state, { ana: { name: 'Anna', place: 'Athens', animal: 'Ant' } }, now), 'ana', now),
    );
    const stop = await screen.findByRole('button', { name: 'STOP' });
    expect(stop).toBeDisabled();
    expect(stop).toHaveAccessibleDescription('Fill in every category to press STOP.');
    await userEvent.type(screen.getByLabelText('Thing'), 'Anchor');
    await userEvent.type(screen.getByLabelText('ana first'), 'Apple');
    expect(stop).toBeEnabled();
    await userEvent.click(stop);
    await waitFor(() => expect(fakeSocket.sentOf('game:stop')).toEqual([{ roomId: 'room-1' }]));
  });

  it('offers Done beside STOP in the bottom bar: it marks the player finished and leaves STOP', async () => {
    const { state, now } = answering({ endMode: 'Fastest Finger' });
    openGameScreen(viewOf(state, 'ana', now));
    const bar = await screen.findByRole('group', { name: 'Round actions' });
    const done = within(bar).getByRole('button', { name: 'Done' });
    expect(within(bar).getByRole('button', { name: 'STOP' })).toBeDisabled();
    const finished = act(state, 'ana', { name: 'game:done', payload: {} }, now);
    fakeSocket.respond(() => ({ ok: true, view: viewOf(finished, 'ana', now, 2) }));
    await userEvent.click(done);
    await waitFor(() => expect(fakeSocket.sentOf('game:done')).toEqual([{ roomId: 'room-1' }]));
    expect(await within(bar).findByText('You are done. Waiting for the others…')).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Done' })).toBeNull();
    expect(within(bar).getByRole('button', { name: 'STOP' })).toBeInTheDocument();
  });

  it('keeps STOP off while a category holds no letter or digit, as the server counts it', async () => {
    const { state, now } = answering({ endMode: 'Fastest Finger' });
    openGameScreen(
      viewOf(answer(state, { ana: { name: 'Anna', place: 'Athens', animal: 'Ant' } }, now), 'ana', now),
    );
    const stop = await screen.findByRole('button', { name: 'STOP' });
    await userEvent.type(screen.getByLabelText('Thing'), 'Anchor');
    await userEvent.type(screen.getByLabelText('ana first'), '...');
    expect(stop).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('ana first'));
    await userEvent.type(screen.getByLabelText('ana first'), '\u200B\u202E');
    expect(stop).toBeDisabled();
  });

  it('shows everyone else who pressed STOP and the 10 seconds left', async () => {
    const { state, now } = answering({ endMode: 'Fastest Finger' });
    const full = { name: 'Bob', place: 'Bern', animal: 'Bee', thing: 'Ball', 'ana-1': 'Bun' };
    let game = answer(state, { ben: full }, now);
    game = act(game, 'ben', { name: 'game:stop', payload: {} }, now + 1000);
    openGameScreen(viewOf(game, 'ana', now + 1000));
    const banner = await screen.findByTestId('stop-banner');
    expect(banner).toHaveRole('alert');
    expect(banner).toHaveTextContent('Ben pressed STOP!');
    expect(within(banner).getByTestId('stop-countdown')).toHaveTextContent('10');
    expect(screen.getByRole('timer')).toHaveAccessibleName('Time to answer: 10 seconds');
  });
});

describe('at the table', () => {
  /** Round 1 of a Fastest Finger game in which `uid` filled every category and pressed STOP at `at`. */
  function stoppedBy(uid: 'ana' | 'ben') {
    const { state, now } = answering({ endMode: 'Fastest Finger' });
    const full = { name: 'Bob', place: 'Bern', animal: 'Bee', thing: 'Ball', 'ana-1': 'Bun' };
    const filled = answer(state, { [uid]: full }, now);
    return { game: act(filled, uid, { name: 'game:stop', payload: {} }, now + 1000), at: now + 1000 };
  }

  function fakeVibration() {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    return vibrate;
  }

  afterEach(() => {
    vi.clearAllMocks();
    Reflect.deleteProperty(navigator, 'vibrate');
    Reflect.deleteProperty(navigator, 'wakeLock');
  });

  it('keeps the screen awake while the round runs', async () => {
    const request = vi.fn(async () => ({ released: false, release: vi.fn(async () => {}) }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const { state, now } = answering();
    openGameScreen(viewOf(state, 'ana', now));
    await screen.findByLabelText('Name');
    expect(request).toHaveBeenCalledWith('screen');
  });

  it('buzzes once, with the STOP cue, for a player who did not press STOP', async () => {
    const vibrate = fakeVibration();
    const { game, at } = stoppedBy('ben');
    openGameScreen(viewOf(game, 'ana', at));
    expect(await screen.findByTestId('stop-banner')).toHaveTextContent('Ben pressed STOP!');
    expect(vibrate).toHaveBeenCalledOnce();
    expect(playCue).toHaveBeenCalledExactlyOnceWith('stop');
  });

  it('does not buzz the player who pressed STOP', async () => {
    const vibrate = fakeVibration();
    const { game, at } = stoppedBy('ana');
    openGameScreen(viewOf(game, 'ana', at));
    expect(await screen.findByTestId('stop-banner')).toHaveTextContent('You pressed STOP!');
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('neither buzzes nor plays for a STOP seconds old when the screen opens (a reload)', async () => {
    const vibrate = fakeVibration();
    const { game, at } = stoppedBy('ben');
    openGameScreen(viewOf(game, 'ana', at + 5000));
    expect(await screen.findByTestId('stop-banner')).toBeInTheDocument();
    expect(vibrate).not.toHaveBeenCalled();
    expect(playCue).not.toHaveBeenCalled();
  });

  it('does not throw where the phone cannot vibrate', async () => {
    Object.defineProperty(navigator, 'vibrate', {
      value: () => {
        throw new Error('Blocked');
      },
      configurable: true,
    });
    const { game, at } = stoppedBy('ben');
    openGameScreen(viewOf(game, 'ana', at));
    expect(await screen.findByTestId('stop-banner')).toHaveTextContent('Ben pressed STOP!');
  });

  it('asks for the letter cue as the rolling letter lands', async () => {
    openGameScreen(viewOf(newGame(), 'ana', T0));
    expect(await screen.findByText('Letter A')).toBeInTheDocument();
    expect(playCue).not.toHaveBeenCalled();
    await waitFor(() => expect(playCue).toHaveBeenCalledExactlyOnceWith('letter'));
  });

  it('asks for the 10-second cue as the last seconds begin', async () => {
    const { state } = answering();
    openGameScreen(viewOf(state, 'ana', state.rounds[0]!.answeringEndsAt - 10_300));
    await screen.findByLabelText('Name');
    expect(playCue).not.toHaveBeenCalled();
    await waitFor(() => expect(playCue).toHaveBeenCalledExactlyOnceWith('tenSeconds'));
  });

  it('does not ask for the 10-second cue for a player arriving later in the last seconds', async () => {
    const { state } = answering();
    openGameScreen(viewOf(state, 'ana', state.rounds[0]!.answeringEndsAt - 5000));
    await screen.findByLabelText('Name');
    expect(playCue).not.toHaveBeenCalled();
  });

  it('plays the STOP cue, not the 10-second one, when a STOP starts the last seconds', async () => {
    const { game, at } = stoppedBy('ben');
    openGameScreen(viewOf(game, 'ana', at));
    await screen.findByTestId('stop-banner');
    expect(playCue).toHaveBeenCalledWith('stop');
    expect(playCue).not.toHaveBeenCalledWith('tenSeconds');
  });
});
