import { AUTH_ROUTES } from '@npat/protocol';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { fakeApi } from '@/app/testing/fake-api';
import { SignUpDialog } from './sign-up-dialog';

describe('SignUpDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks to check the mail once the form went out, and starts afresh when opened again', async () => {
    fakeApi(null, { [`POST ${AUTH_ROUTES.signUp}`]: () => new Response(null, { status: 202 }) });
    render(<SignUpDialog avatar="lion" trigger={<Button>Sign Up</Button>} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const [label, value] of [
      ['Email', 'ada@example.com'],
      ['Password', 'correct horse'],
      ['Confirm password', 'correct horse'],
      ['Display Name', 'Ada'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(screen.getByRole('status')).toHaveTextContent('We sent a link to ada@example.com');
    expect(dialog).toHaveTextContent('Open it within 24 hours to finish signing up.');

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('');
  });
});
