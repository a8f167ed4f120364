import { progressUpdate } from '@npat/engine';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '@/app/testing/fake-socket';
import { act, answer, newGame, tickTo, viewOf } from '@/app/testing/game-views';
import { openGameScreen } from '@/app/testing/render-game';
import { renderScreen } from '@/app/testing/render-screen';
import { ReviewScreen } from './review-screen';
import { RoundResultsScreen } from './round-results-screen';
import { reviewing, category, answerOf, openAnswer } from './review-test-kit';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);

describe('reviewing', () => {
  it('marks empty and wrong-letter answers with an icon and a word', async () => {
    const { state, now } = reviewing();
    renderScreen(viewOf(state, 'ana', now), (view) => <ReviewScreen roomId="room-1" view={view} />);
    expect(answerOf(await category('Name'), 'Cy')).toHaveTextContent('No answer');
    expect(answerOf(await category('Place'), 'Cy')).toHaveTextContent('Wrong letter');
    expect(answerOf(await category('Animal'), 'Cy')).not.toHaveTextContent('Wrong letter');
  });

  it('shows answers that are the same together, for good', async () => {
    const { state, now } = reviewing();
    renderScreen(viewOf(state, 'ana', now), (view) => <ReviewScreen roomId="room-1" view={view} />);
    const group = within(await category('Name')).getByTestId('duplicate-group');
    expect(group).toHaveTextContent('Same answer · 5 points each');
    expect(
      within(group)
        .getAllByTestId('answer-text')
        .map((each) => each.textContent),
    ).toEqual(['Anna', ' anna']);
    expect(within(group).queryByRole('button', { name: /Split/ })).toBeNull();
  });

  it('says the rules in force: Classic, or the room’s house rules', async () => {
    const classic = reviewing();
    const { unmount } = renderScreen(viewOf(classic.state, 'ana', classic.now), (view) => (
      <ReviewScreen roomId="room-1" view={view} />
    ));
    expect(
      await screen.findByText(
        'Challenge answers you think are wrong. Same answers score 5 points each, unique ones 10.',
      ),
    ).toBeInTheDocument();
    unmount();

    const house = reviewing({ onlyAnswerDoubles: true, sharedAnswerZero: true });
    renderScreen(viewOf(house.state, 'ana', house.now), (view) => (
      <ReviewScreen roomId="room-1" view={view} />
    ));
    expect(
      await screen.findByText(
        'Challenge answers you think are wrong. Same answers score nothing, unique ones 10, and the only answer in a category 20.',
      ),
    ).toBeInTheDocument();
    expect(within(await category('Name')).getByTestId('duplicate-group')).toHaveTextContent(
      'Same answer · no points',
    );
  });

  it('says which category the player is on and moves one on or back with the buttons', async () => {
    const { state, now } = reviewing();
    openGameScreen(viewOf(state, 'ana', now), 'scoring');
    const pager = await screen.findByRole('navigation', { name: 'Categories' });
    const next = within(pager).getByRole('button', { name: 'Next category' });
    const previous = within(pager).getByRole('button', { name: 'Previous category' });
    expect(pager).toHaveTextContent('Category 1 of 5Name');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    expect(pager).toHaveTextContent('Category 2 of 5Place');
    // Past the last card Next does nothing.
    for (let step = 0; step < 4; step += 1) await userEvent.click(next);
    expect(pager).toHaveTextContent('Category 5 of 5');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    expect(pager).toHaveTextContent('Category 4 of 5');
  });

  it('offers to join a maybe-the-same pair and sends the join', async () => {
    const { state, now } = reviewing();
    openGameScreen(viewOf(state, 'ana', now), 'scoring');
    const suggestion = within(await category('Place')).getByTestId('maybe-same');
    // The two answers are drawn together under the question, with Join.
    expect(suggestion).toHaveTextContent(/^Maybe the same\?Join/);
    expect(
      within(suggestion)
        .getAllByTestId('answer-text')
        .map((text) => text.textContent),
    ).toEqual(['Amsterdam', 'Amsterdamm']);
    await userEvent.click(
      within(suggestion).getByRole('button', { name: 'Join “Amsterdam” and “Amsterdamm”' }),
    );
    await waitFor(() =>
      expect(fakeSocket.sentOf('game:join-answers')).toEqual([
        { roomId: 'room-1', categoryId: 'place', uids: ['ana', 'ben'] },
      ]),
    );
  });

  it('offers to split an answer players joined', async () => {
    const { state, now } = reviewing();
    const joined = act(
      state,
      'cy',
      { name: 'game:join-answers', payload: { categoryId: 'place', uids: ['ana', 'ben'] } },
      now,
    );
    openGameScreen(viewOf(joined, 'ana', now), 'scoring');
    const place = await category('Place');
    expect(within(place).queryByTestId('maybe-same')).toBeNull();
    // Typed the same is the same for good: Ana's line has nothing to open.
    expect(within(answerOf(place, 'Ana')).queryByRole('button')).toBeNull();
    const ben = await openAnswer(place, 'Ben');
    await userEvent.click(within(ben).getByRole('button', { name: 'Split “Amsterdamm” off' }));
    await waitFor(() =>
      expect(fakeSocket.sentOf('game:split-answer')).toEqual([
        { roomId: 'room-1', categoryId: 'place', uid: 'ben' },
      ]),
    );
  });

  it('shows live challenge tallies, the player’s own challenge, and no vote on their own answers', async () => {
    const { state, now } = reviewing();
    let game = act(
      state,
      'ben',
      { name: 'game:challenge', payload: { authorUid: 'cy', categoryId: 'animal' } },
      now,
    );
    game = act(
      game,
      'ana',
      { name: 'game:challenge', payload: { authorUid: 'ben', categoryId: 'animal' } },
      now,
    );
    openGameScreen(viewOf(game, 'ana', now), 'scoring');
    const animal = await category('Animal');
    // The tally is on the line; the vote opens with it.
    expect(within(answerOf(animal, 'Cy')).getByTestId('challenge-tally')).toHaveTextContent('1 of 2');
    expect(within(answerOf(animal, 'Cy')).queryByRole('button', { name: /^Challenge/ })).toBeNull();
    const ben = await openAnswer(animal, 'Ben');
    expect(ben).toHaveTextContent('You challenged');
    expect(
      within(ben).getByRole('button', { name: /^Withdraw your challenge of Ben’s answer “.+” in Animal$/ }),
    ).toBeEnabled();
    expect(within(answerOf(animal, 'Ana')).queryByRole('button')).toBeNull();

    // One line is open at a time: opening Cy's closes Ben's.
    const cy = await openAnswer(animal, 'Cy');
    expect(within(ben).queryByRole('button', { name: /^Withdraw/ })).toBeNull();
    expect(within(cy).getByRole('button', { name: /^Challenge Cy’s answer “.+” in Animal$/ })).toBeEnabled();
    await userEvent.click(within(cy).getByRole('button', { name: /^Challenge Cy’s answer/ }));
    await waitFor(() =>
      expect(fakeSocket.sentOf('game:challenge')).toEqual([
        { roomId: 'room-1', authorUid: 'cy', categoryId: 'animal' },
      ]),
    );
  });

  it('says when a challenge got no answer, and shows the view the server then has', async () => {
    const { state, now } = reviewing();
    openGameScreen(viewOf(state, 'ana', now), 'scoring');
    const cy = await openAnswer(await category('Animal'), 'Cy');
    // The challenge went through, but its ack (which alone carries the challenger's view) came too late.
    const challenged = act(
      state,
      'ana',
      { name: 'game:challenge', payload: { authorUid: 'cy', categoryId: 'animal' } },
      now,
    );
    fakeSocket.respond(({ event }) => {
      if (event !== 'game:join') throw new Error('operation has timed out');
      return { ok: true, view: viewOf(challenged, 'ana', now, 9) };
    });
    const joinsBefore = fakeSocket.sentOf('game:join').length;
    await userEvent.click(within(cy).getByRole('button', { name: /^Challenge Cy’s answer/ }));
    expect(await screen.findByText('The server did not answer in time.')).toBeInTheDocument();
    await waitFor(() =>
      expect(answerOf(cy.closest('[data-testid="review-category"]')!, 'Cy')).toHaveTextContent(
        'You challenged',
      ),
    );
    expect(fakeSocket.sentOf('game:join')).toHaveLength(joinsBefore + 1);
  });

  it('offers creative votes only under the creative bonus, with the tally and the voter’s own vote', async () => {
    const classic = reviewing();
    renderScreen(viewOf(classic.state, 'ana', classic.now), (view) => (
      <ReviewScreen roomId="room-1" view={view} />
    ));
    expect(
      within(answerOf(await category('Animal'), 'Cy')).queryByRole('button', { name: /creative/ }),
    ).toBeNull();
  });

  it('sends a creative vote, shows who voted, and the bonus once most of the others agree', async () => {
    const { state, now } = reviewing({ creativeBonus: true });
    const game = act(
      state,
      'ben',
      { name: 'game:vote-creative', payload: { authorUid: 'cy', categoryId: 'animal', creative: true } },
      now,
    );
    openGameScreen(viewOf(game, 'ana', now), 'scoring');
    expect(await screen.findByText(/Vote for the answers you find creative/)).toBeInTheDocument();
    expect(within(answerOf(await category('Animal'), 'Cy')).getByTestId('creative-tally')).toHaveTextContent(
      '1/2',
    );
    const cy = await openAnswer(await category('Animal'), 'Cy');
    const vote = within(cy).getByRole('button', { name: 'Vote Cy’s answer “Aardvark” in Animal creative' });
    expect(vote).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(answerOf(await category('Animal'), 'Ana')).queryByRole('button', { name: /creative/ }),
    ).toBeNull();
    await userEvent.click(vote);
    await waitFor(() =>
      expect(fakeSocket.sentOf('game:vote-creative')).toEqual([
        { roomId: 'room-1', authorUid: 'cy', categoryId: 'animal', creative: true },
      ]),
    );
    const both = act(
      game,
      'ana',
      { name: 'game:vote-creative', payload: { authorUid: 'cy', categoryId: 'animal', creative: true } },
      now,
    );
    fakeSocket.serverEmit('game:state', viewOf(both, 'ana', now, 9));
    await waitFor(() => expect(within(cy).getByTestId('creative-tally')).toHaveTextContent('+5 creative'));
    expect(
      within(cy).getByRole('button', {
        name: 'Take back your creative vote for Cy’s answer “Aardvark” in Animal',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks an answer the majority challenged as rejected', async () => {
    const { state, now } = reviewing();
    let game = act(
      state,
      'ben',
      { name: 'game:challenge', payload: { authorUid: 'cy', categoryId: 'animal' } },
      now,
    );
    game = act(
      game,
      'ana',
      { name: 'game:challenge', payload: { authorUid: 'cy', categoryId: 'animal' } },
      now,
    );
    renderScreen(viewOf(game, 'cy', now), (view) => <ReviewScreen roomId="room-1" view={view} />);
    const cy = answerOf(await category('Animal'), 'Cy');
    expect(cy).toHaveTextContent('Rejected');
    expect(within(cy).getByTestId('challenge-tally')).toHaveTextContent('2 of 2');
  });

  it('gives the host Continue and tells everyone else who the host is', async () => {
    const { state, now } = reviewing();
    openGameScreen(viewOf(state, 'ben', now), 'scoring');
    expect(await screen.findByText('Ana (host) can continue at any time.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Done reviewing' }));
    await waitFor(() => expect(fakeSocket.sentOf('game:review-done')).toHaveLength(1));
  });

  it('counts who is done reviewing from the room’s progress messages', async () => {
    const { state, now } = reviewing();
    openGameScreen(viewOf(state, 'ana', now), 'scoring');
    expect(await screen.findByTestId('review-done-count')).toHaveTextContent('0 of 3 done');
    const done = act(state, 'ben', { name: 'game:review-done', payload: {} }, now + 1);
    fakeSocket.serverEmit('game:progress', progressUpdate('room-1', done, now + 1, 2));
    await waitFor(() => expect(screen.getByTestId('review-done-count')).toHaveTextContent('1 of 3 done'));
  });

  it('lets the host continue', async () => {
    const { state, now } = reviewing();
    openGameScreen(viewOf(state, 'ana', now), 'scoring');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fakeSocket.sentOf('game:continue')).toEqual([{ roomId: 'room-1' }]));
  });
});

describe('the round’s results', () => {
  it('shows each player’s points per category with the verdict in words, and the running totals', async () => {
    const review = reviewing();
    const { state, now } = tickTo(review.state, 'ROUND_RESULTS', review.now);
    renderScreen(viewOf(state, 'ben', now), (view) => <RoundResultsScreen roomId="room-1" view={view} />);
    const rows = await screen.findAllByTestId('round-table-row');
    // Ana: Anna shared 5, Amsterdam unique 10, Ant unique 10 = 25.
    expect(rows[0]).toHaveTextContent('Anna5Shared');
    expect(rows[0]).toHaveTextContent('Amsterdam10Unique');
    expect(rows[0]).toHaveTextContent(/25$/);
    expect(rows[2]).toHaveTextContent('0No answer');
    expect(rows[2]).toHaveTextContent('Berlin0Wrong letter');
    expect(screen.queryByText('STOP bonus')).toBeNull();
    expect(screen.getAllByTestId('ranking-row').map((row) => row.textContent)).toEqual([
      '1stAna tie25 pts25 points',
      '1stBen (you)tie25 pts25 points',
      '3rdCy 10 pts10 points',
    ]);
    expect(screen.getByText('Ana (host) starts the next round, or it starts by itself.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next round' })).toBeNull();
  });

  it('shows the STOP bonus apart from the category points', async () => {
    const opened = tickTo(newGame({ endMode: 'Fastest Finger' }), 'ANSWERING');
    const full = { name: 'Anna', place: 'Athens', animal: 'Ant', thing: 'Anchor', 'ana-1': 'Apple' };
    let game = answer(opened.state, { ana: full }, opened.now);
    game = act(game, 'ana', { name: 'game:stop', payload: {} }, opened.now + 1000);
    const { state, now } = tickTo(game, 'ROUND_RESULTS', opened.now + 1000);
    renderScreen(viewOf(state, 'ana', now), (view) => <RoundResultsScreen roomId="room-1" view={view} />);
    expect(await screen.findByRole('columnheader', { name: 'STOP bonus' })).toBeInTheDocument();
    expect((await screen.findAllByTestId('round-table-row'))[0]).toHaveTextContent(/\+1060$/);
    expect(screen.getByRole('button', { name: 'Next round' })).toBeEnabled();
  });

  it('gives the host, between rounds, a way to end the game and to hand the host role on', async () => {
    fakeSocket.reset();
    const review = reviewing();
    const { state, now } = tickTo(review.state, 'ROUND_RESULTS', review.now);
    renderScreen(viewOf(state, 'ana', now), (view) => <RoundResultsScreen roomId="room-1" view={view} />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Hand the host role to'), 'Cy');
    await user.click(screen.getByRole('button', { name: 'Make host' }));
    await waitFor(() =>
      expect(fakeSocket.sentOf('game:make-host')).toEqual([{ roomId: 'room-1', uid: 'cy' }]),
    );
    await user.click(screen.getByRole('button', { name: 'End the game now' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the game now?' });
    await user.click(within(dialog).getByRole('button', { name: 'End the game' }));
    await waitFor(() => expect(fakeSocket.sentOf('game:end')).toEqual([{ roomId: 'room-1' }]));
  });

  it('lets the host set the next rounds’ end mode between rounds', async () => {
    fakeSocket.reset();
    const review = reviewing();
    const { state, now } = tickTo(review.state, 'ROUND_RESULTS', review.now);
    renderScreen(viewOf(state, 'ana', now), (view) => <RoundResultsScreen roomId="room-1" view={view} />);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Time and end of the next rounds'));
    const save = screen.getByRole('button', { name: 'Use for the next rounds' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Fastest Finger/ }));
    await user.click(save);
    await waitFor(() =>
      expect(fakeSocket.sentOf('game:round-settings')).toEqual([
        { roomId: 'room-1', roundTime: 30, endMode: 'Fastest Finger' },
      ]),
    );
  });

  it('gives the other players no host tools', async () => {
    const review = reviewing();
    const { state, now } = tickTo(review.state, 'ROUND_RESULTS', review.now);
    renderScreen(viewOf(state, 'ben', now), (view) => <RoundResultsScreen roomId="room-1" view={view} />);
    await screen.findAllByTestId('round-table-row');
    expect(screen.queryByRole('button', { name: 'End the game now' })).toBeNull();
    expect(screen.queryByLabelText('Hand the host role to')).toBeNull();
  });
});
