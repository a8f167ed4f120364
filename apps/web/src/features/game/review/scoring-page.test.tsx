import { applyRefereeMarks, progressUpdate, type RefereeMarkEntry } from '@npat/engine';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '@/app/testing/fake-socket';
import { act, answer, newGame, tickTo, viewOf } from '@/app/testing/game-views';
import { openGameScreen } from '@/app/testing/render-game';
import { renderScreen } from '@/app/testing/render-screen';
import { PHONE_QUERY } from '@/lib/use-media-query';
import { ReviewScreen } from './review-screen';
import { RoundResultsScreen } from './round-results-screen';

vi.mock('@/lib/socket', async () => (await import('@/app/testing/fake-socket')).fakeSocketModule);

/** Round 1 (letter A) in REVIEWING, with the answers every test below looks at. */
function reviewing(settings = {}) {
  const opened = tickTo(newGame(settings), 'ANSWERING');
  const answered = answer(
    opened.state,
    {
      ana: { name: 'Anna', place: 'Amsterdam', animal: 'Ant' },
      ben: { name: ' anna', place: 'Amsterdamm', animal: 'Alpaca' },
      cy: { place: 'Berlin', animal: 'Aardvark' },
    },
    opened.now,
  );
  return tickTo(answered, 'REVIEWING', opened.now);
}

const category = async (title: string) =>
  (await screen.findAllByTestId('review-category')).find(
    (card) => within(card).getByRole('heading').textContent?.startsWith(title) ?? false,
  )!;
const answerOf = (card: HTMLElement, author: string) =>
  within(card)
    .getAllByTestId('review-answer')
    .find((row) => row.dataset.author === author)!;
/** Taps an answer's line, which opens what the player may do with it, and gives the line back. */
async function openAnswer(card: HTMLElement, author: string) {
  const line = answerOf(card, author);
  await userEvent.click(within(line).getByRole('button', { expanded: false }));
  return line;
}

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

/** Makes window.matchMedia answer as a phone's: the review's cards are a deck that shows one at a time. */
function onAPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === PHONE_QUERY || query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

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
