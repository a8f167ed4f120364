import { storedSettings } from '@npat/protocol';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, T0, viewOf } from '@/app/testing/game-views';
import { clearGameViews, storeGameView } from '@/lib/game-view-store';
import { showLobbySettings } from '@/app/testing/lobby-views';
import { clearLobbyViews } from '@/lib/lobby-view-store';
import { HowToPlayHelpButton } from './help-button';
import { HowToPlayPanel } from './how-to-play';

/** The guide sits above the routes in the app, and reads which room the URL is in. */
function renderAt(ui: ReactElement, path = '/') {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

afterEach(() => {
  clearGameViews();
  clearLobbyViews();
});

function activeSlide(container: ParentNode = document) {
  return container.querySelector('[aria-roledescription="slide"][data-active="true"]');
}

describe('How To Play', () => {
  it('the help button opens a dialog titled How To Play that shows the first step', async () => {
    const user = userEvent.setup();
    renderAt(<HowToPlayHelpButton />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'How to play' }));

    const dialog = await screen.findByRole('dialog', { name: 'How To Play' });
    expect(within(dialog).getByRole('region', { name: 'How to play, step by step' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(within(dialog).getAllByRole('group')).toHaveLength(7);
    expect(activeSlide(dialog)).toHaveAttribute('aria-label', '1 of 7');
    expect(activeSlide(dialog)).toHaveTextContent('Gather your friends');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'How to play' })).toHaveFocus();
  });

  it('the panel is a card titled How To Play holding the carousel', () => {
    renderAt(<HowToPlayPanel />);
    const panel = screen.getByRole('region', { name: 'How To Play' });
    expect(within(panel).getByRole('heading', { name: 'How To Play' })).toBeInTheDocument();
    expect(activeSlide(panel)).toHaveAttribute('aria-label', '1 of 7');
  });

  it('keyboard presses on Next and Previous move the active slide and wrap around the ends', async () => {
    const user = userEvent.setup();
    renderAt(<HowToPlayPanel />);
    const next = screen.getByRole('button', { name: 'Next step' });
    const previous = screen.getByRole('button', { name: 'Previous step' });

    previous.focus();
    await user.keyboard('{Enter}');
    expect(activeSlide()).toHaveAttribute('aria-label', '7 of 7');

    next.focus();
    await user.keyboard('{Enter}');
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 7');
    await user.keyboard(' ');
    expect(activeSlide()).toHaveAttribute('aria-label', '2 of 7');
  });

  describe('in a room', () => {
    const rulesHeading = { name: 'This room’s rules' };

    it('opens with this room’s rules, told from the game’s view, before the steps', async () => {
      storeGameView(
        'room-1',
        viewOf(newGame({ endMode: 'Fastest Finger', sharedAnswerZero: true }), 'ana', T0),
      );
      renderAt(<HowToPlayPanel />, '/game-room/room-1/game');

      // The rules are their own chunk, fetched on a room's screens only.
      const rules = await screen.findByRole('region', rulesHeading);
      expect(within(rules).getByRole('heading', rulesHeading)).toBeInTheDocument();
      const items = within(within(rules).getByRole('list')).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        '2 rounds of 30 seconds; 10 s more per category beyond 4.',
        expect.stringMatching(/^Fastest Finger: /),
        'Classic scoring: 10 points for a unique answer, 5 for a shared one, 0 for none.',
        'House rule: a shared answer scores 0 instead of 5.',
        expect.stringMatching(/^Everyone adds two categories of their own/),
        'Friends who arrive late can watch and play from the next round.',
      ]);
      expect(rules).not.toHaveTextContent(/letter/i);
      const carousel = screen.getByRole('region', { name: 'How to play, step by step' });
      expect(rules.compareDocumentPosition(carousel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('shows the rules in the phone dialog too', async () => {
      const user = userEvent.setup();
      storeGameView('room-1', viewOf(newGame(), 'ana', T0));
      renderAt(<HowToPlayHelpButton />, '/game-room/room-1/scoring');

      await user.click(screen.getByRole('button', { name: 'How to play' }));

      const dialog = await screen.findByRole('dialog', { name: 'How To Play' });
      expect(within(dialog).getByRole('heading', rulesHeading)).toBeInTheDocument();
    });

    it('tells the lobby’s letters and fixed categories, and follows the host’s changes', async () => {
      const settings = storedSettings({});
      showLobbySettings('room-1', settings);
      renderAt(<HowToPlayPanel />, '/game-room/room-1/lobby');

      const rules = await screen.findByRole('region', rulesHeading);
      expect(rules).toHaveTextContent('4 fixed categories in every round.');
      expect(rules).toHaveTextContent('Letters: any of all 26.');

      act(() =>
        showLobbySettings('room-1', {
          ...settings,
          lateJoin: false,
          letters: ['A', 'B', 'C', 'D', 'E', 'F'],
        }),
      );
      expect(rules).toHaveTextContent('Letters: only these: A B C D E F.');
      expect(rules).toHaveTextContent('Latecomers can only watch.');
    });

    it('shows no rules until the room’s screen has its settings', () => {
      renderAt(<HowToPlayPanel />, '/game-room/room-1/game');
      expect(screen.queryByRole('heading', rulesHeading)).not.toBeInTheDocument();
    });

    it('shows no rules outside a room, even with a room’s view kept', () => {
      storeGameView('room-1', viewOf(newGame(), 'ana', T0));
      showLobbySettings('room-1', storedSettings({}));
      renderAt(<HowToPlayPanel />, '/history');

      expect(screen.queryByRole('heading', rulesHeading)).not.toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      expect(activeSlide()).toHaveAttribute('aria-label', '1 of 7');
    });
  });
});
