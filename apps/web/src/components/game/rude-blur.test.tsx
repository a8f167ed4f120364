import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RudeBlur } from '@/components/game/rude-blur';

function renderAnswer(rude: boolean) {
  return render(
    <p data-testid="line">
      <RudeBlur rude={rude}>Ferret</RudeBlur>
    </p>,
  );
}

describe('RudeBlur', () => {
  it('renders an answer that is not rude as it is', () => {
    renderAnswer(false);
    expect(screen.getByTestId('line').innerHTML).toBe('Ferret');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('blurs a rude answer and hides its words from screen readers', () => {
    renderAnswer(true);
    const line = screen.getByTestId('line');
    const hidden = screen.getByText('Ferret');
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden).toHaveClass('blur-sm');
    expect(line).toHaveTextContent('Hidden answer, may be rude');
    expect(screen.getByText('Tap to show')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
  });

  it('shows the answer for good after one tap, and moves the focus to it', async () => {
    const { rerender } = renderAnswer(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));

    const shown = screen.getByText('Ferret');
    expect(shown).not.toHaveAttribute('aria-hidden');
    expect(shown).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTestId('line')).not.toHaveTextContent('Hidden answer');

    rerender(
      <p data-testid="line">
        <RudeBlur rude>Ferret</RudeBlur>
      </p>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the answer from the keyboard, with Enter or Space', async () => {
    render(
      <>
        <RudeBlur rude>Ferret</RudeBlur>
        <RudeBlur rude>Weasel</RudeBlur>
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Ferret')).not.toHaveAttribute('aria-hidden');
    expect(screen.getByText('Weasel')).toHaveAttribute('aria-hidden', 'true');

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByText('Weasel')).not.toHaveAttribute('aria-hidden');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
