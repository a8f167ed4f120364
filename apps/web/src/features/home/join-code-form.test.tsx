import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { JoinCodeForm } from './join-code-form';
import { joinCodeSchema } from './join-code-schema';

function setup() {
  toast.dismiss();
  render(
    <>
      <JoinCodeForm />
      <Toaster />
    </>,
  );
  return { user: userEvent.setup(), field: screen.getByLabelText('Enter code to join') };
}

describe('join code', () => {
  it('has the spec placeholder and takes at most 6 characters', () => {
    const { field } = setup();
    expect(field).toHaveAttribute('placeholder', 'G2F3XA');
    expect(field).toHaveAttribute('maxLength', '6');
  });

  it.each(['G2F3X', 'G2F3XA7', 'G2F3X0', 'G2F3XI', 'G2F 3X', ''])('rejects %j', (code) => {
    const result = joinCodeSchema.safeParse({ code });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Enter a valid gameCode']);
  });

  it.each([
    ['G2F3XA', 'G2F3XA'],
    ['g2f3xa', 'G2F3XA'],
    [' hjkm99 ', 'HJKM99'],
  ])('accepts %j as %s', (code, parsed) => {
    expect(joinCodeSchema.parse({ code })).toEqual({ code: parsed });
  });

  it('shows Enter a valid gameCode under the field for a short code', async () => {
    const { user, field } = setup();
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid gameCode');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('answers a well-formed code with a note that joining opens with the lobby', async () => {
    const { user, field } = setup();
    await user.type(field, 'g2f3xa');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Joining by code opens with the lobby, coming soon.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
