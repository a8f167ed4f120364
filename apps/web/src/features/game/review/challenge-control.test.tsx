import type { ReviewAnswerView } from '@npat/engine';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChallengeControl } from './challenge-control';

const ANSWER = {
  uid: 'cy',
  text: 'Bear',
  mark: 'ok',
  rejected: false,
  challengers: [],
  challengesNeeded: 2,
  challengedByYou: false,
} as unknown as ReviewAnswerView;

function control(answer: ReviewAnswerView, pending: boolean, onChallenge = vi.fn()) {
  return (
    <ChallengeControl
      answer={answer}
      authorName="Cy"
      categoryTitle="Animal"
      pending={pending}
      onChallenge={onChallenge}
    />
  );
}

describe('ChallengeControl', () => {
  it('keeps keyboard focus on its one button from Challenge, through the wait, to Withdraw', async () => {
    const onChallenge = vi.fn();
    const { rerender } = render(control(ANSWER, false, onChallenge));
    const button = screen.getByRole('button', { name: 'Challenge Cy’s answer “Bear” in Animal' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onChallenge).toHaveBeenCalledWith(true);

    rerender(control(ANSWER, true, onChallenge));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChallenge).toHaveBeenCalledTimes(1);

    rerender(
      control(
        { ...ANSWER, challengedByYou: true, challengers: ['me'] } as ReviewAnswerView,
        false,
        onChallenge,
      ),
    );
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('Withdraw your challenge of Cy’s answer “Bear” in Animal');
    await userEvent.keyboard('{Enter}');
    expect(onChallenge).toHaveBeenLastCalledWith(false);
  });
});
