import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('opens on the Guest tab with its heading, picker and nickname field', () => {
    render(<HomePage />);
    expect(screen.getByRole('tab', { name: 'Guest' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Choose a character and a nickname' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next character' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Your nickname')).toBeInTheDocument();
  });

  it('keeps the chosen character when switching to the Authenticate tab', async () => {
    const user = userEvent.setup();
    render(<HomePage />);
    await user.click(screen.getByRole('button', { name: 'Next character' }));
    await user.click(screen.getByRole('tab', { name: 'Authenticate' }));
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByRole('heading', { name: 'Choose a character and Sign in' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Koala' })).toBeInTheDocument();
  });

  it.each(['Sign In', 'Sign Up'])('the %s button opens a dialog titled the same', async (name) => {
    const user = userEvent.setup();
    render(<HomePage />);
    await user.click(screen.getByRole('tab', { name: 'Authenticate' }));
    await user.click(screen.getByRole('button', { name }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
