import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GuestForm } from './guest-form';

function setup() {
  const onSubmit = vi.fn();
  render(<GuestForm onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup(), field: screen.getByLabelText('Nickname') };
}

describe('GuestForm', () => {
  it('labels the nickname field and shows the spec placeholder', () => {
    const { field } = setup();
    expect(field).toHaveAttribute('placeholder', 'Your nickname');
  });

  it('rejects a nickname shorter than 3 characters once spaces are trimmed', async () => {
    const { user, field, onSubmit } = setup();
    await user.type(field, '  ab  ');
    await user.click(screen.getByRole('button', { name: 'Play as guest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nickname must be at least 3 characters');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a nickname longer than 20 characters', async () => {
    const { user, field, onSubmit } = setup();
    await user.type(field, 'a'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Play as guest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nickname must not exceed 20 characters');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed nickname when it is valid', async () => {
    const { user, field, onSubmit } = setup();
    await user.type(field, '  Zebra Queen ');
    await user.click(screen.getByRole('button', { name: 'Play as guest' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ nickname: 'Zebra Queen' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
