import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lobbyView, slot } from '@/app/testing/lobby-views';
import { answer, newGame, tickTo } from '@/app/testing/game-views';
import { BigScreen } from './big-screen';
import { SCREEN_REFUSALS, type ScreenFeed, type ScreenRefusal } from './screen-feed';
import { renderView } from './testing/render-view';
import { roundResults, screenView } from './testing/screen-views';

const feedOf = (patch: Partial<ScreenFeed>): ScreenFeed => ({
  shown: null,
  refusal: null,
  connected: true,
  ...patch,
});
const lobby = { kind: 'lobby', view: lobbyView([slot(1, { displayName: 'Ana' })]) } as const;

function renderFeed(feed: ScreenFeed) {
  const view = feed.shown?.kind === 'game' ? feed.shown.view : screenView(newGame(), 0);
  return renderView(view, () => <BigScreen feed={feed} />);
}

const REFUSAL_WORDS: Record<ScreenRefusal, [title: string, message: string]> = {
  'no-big-screen': [
    'No big screen for this room',
    'This room is not shown on a big screen. The host turns it on in the lobby.',
  ],
  'room-not-found': ['This room does not exist', 'Check the link: the room may have closed.'],
  'room-full': [
    'Too many big screens',
    'This room is already shown on 8 screens. Close one of them and this one comes in by itself.',
  ],
  'invalid-request': ['This link does not work', 'Open the big screen link from the host’s lobby again.'],
  'internal-error': [
    'Something went wrong',
    'The room cannot be shown just now. This screen tries again by itself.',
  ],
};

describe('the big screen', () => {
  it.each(SCREEN_REFUSALS)('says across the screen why the server refused it: %s', (code) => {
    renderFeed(feedOf({ refusal: code, connected: false }));

    const [title, message] = REFUSAL_WORDS[code];
    const heading = screen.getByRole('heading', { level: 1, name: title });
    expect(heading).toHaveFocus();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Sound/ })).not.toBeInTheDocument();
  });

  it('keeps the room on screen through the server’s own trouble, with the reconnecting badge', () => {
    renderFeed(feedOf({ shown: lobby, refusal: 'internal-error', connected: false }));

    expect(screen.getByRole('heading', { level: 1, name: 'Join the game' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
  });

  it('says it connects until the first view, then shows the lobby with the app’s name and the game’s language', () => {
    const { rerender } = renderFeed(feedOf({ connected: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'Connecting to the room…' })).toBeInTheDocument();

    rerender(<BigScreen feed={feedOf({ shown: lobby })} />);
    expect(screen.getByText('Name Place Animal Thing')).toBeInTheDocument();
    expect(screen.getByText('Played in English')).toBeInTheDocument();
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sound on' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the round starting: the round, the letter and the categories', () => {
    const game = screenView(newGame(), 1_700_000_000_000);
    renderFeed(feedOf({ shown: { kind: 'game', view: game } }));

    expect(screen.getByText('Round 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Get ready!' })).toBeInTheDocument();
    expect(screen.getByTestId('screen-letter')).toHaveAttribute('data-letter', 'A');
    expect(screen.getByText('Letter A')).toBeInTheDocument();
    expect(screen.getByText('Place')).toBeInTheDocument();
  });

  it('shows the offered letters and their vetoes while the players veto one on their phones', () => {
    const game = screenView(newGame({ letterVote: true }), 1_700_000_000_000);
    const offered = game.round.letterVote?.offered ?? [];
    expect(offered.length).toBeGreaterThan(1);
    renderFeed(feedOf({ shown: { kind: 'game', view: game } }));

    expect(
      screen.getByRole('heading', { level: 1, name: 'Veto a letter on your phones' }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('screen-letter').map((tile) => tile.dataset.letter)).toEqual(offered);
    expect(screen.getAllByText('0 vetoes')).toHaveLength(offered.length);
  });

  it('shows everyone’s progress while answering, and the countdown, never a text', () => {
    const answering = tickTo(newGame(), 'ANSWERING');
    const state = answer(answering.state, { ben: { name: 'Bob', place: 'Bern' } }, answering.now + 1000);
    const view = screenView(state, answering.now + 2000);
    renderFeed(feedOf({ shown: { kind: 'game', view } }));

    expect(screen.getByRole('heading', { level: 1, name: 'Round 1 of 2' })).toBeInTheDocument();
    const seconds = Math.ceil((view.round.deadline - view.serverNow) / 1000);
    expect(screen.getByRole('timer')).toHaveAttribute('aria-label', `Time to answer: ${seconds} seconds`);
    expect(screen.getByTestId('screen-countdown')).toHaveTextContent(String(seconds));
    const progress = screen
      .getAllByTestId('screen-progress')
      .map((each) => each.querySelector('.sr-only')?.textContent);
    expect(progress).toEqual(['Ana: 0 of 5 filled', 'Ben: 2 of 5 filled', 'Cy: 0 of 5 filled']);
    expect(screen.queryByText('Bern')).not.toBeInTheDocument();
  });

  it('shows the winner, the podium and the totals at the final results', () => {
    const { second } = roundResults();
    const final = tickTo(second.state, 'FINAL_RESULTS', second.now);
    renderFeed(feedOf({ shown: { kind: 'game', view: screenView(final.state, final.now) } }));

    expect(screen.getByRole('heading', { level: 1, name: 'Final results' })).toBeInTheDocument();
    expect(screen.getByText('Cy wins!')).toBeInTheDocument();
    const steps = screen.getAllByTestId('podium-step').map((step) => [step.dataset.place, step.textContent]);
    expect(steps).toEqual([
      ['2', 'AnaBen2nd25 pts25 points in all'],
      ['1', 'Cy1st60 pts60 points in all'],
    ]);
    expect(screen.getByRole('list', { name: 'Standings' })).toHaveTextContent('1stCy60 pts');
  });
});
