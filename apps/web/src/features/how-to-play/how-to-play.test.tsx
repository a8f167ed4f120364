import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HowToPlayHelpButton } from './help-button';
import { HowToPlayPanel } from './how-to-play';

function activeSlide(container: ParentNode = document) {
  return container.querySelector('[aria-roledescription="slide"][data-active="true"]');
}

describe('How To Play', () => {
  it('the help button opens a dialog titled How To Play that shows the first step', async () => {
    const user = userEvent.setup();
    render(<HowToPlayHelpButton />);
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
    render(<HowToPlayPanel />);
    const panel = screen.getByRole('region', { name: 'How To Play' });
    expect(within(panel).getByRole('heading', { name: 'How To Play' })).toBeInTheDocument();
    expect(activeSlide(panel)).toHaveAttribute('aria-label', '1 of 7');
  });

  it('keyboard presses on Next and Previous move the active slide and wrap around the ends', async () => {
    const user = userEvent.setup();
    render(<HowToPlayPanel />);
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
});
