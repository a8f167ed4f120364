import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { answer, newGame, tickTo } from '@/app/testing/game-views';
import { PHONE_QUERY } from '@/lib/use-media-query';

/** What the review's screen tests share: a round in review and the ways to reach its cards and lines. */
/** Round 1 (letter A) in REVIEWING, with the answers every test below looks at. */
export function reviewing(settings = {}) {
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

export const category = async (title: string) =>
  (await screen.findAllByTestId('review-category')).find(
    (card) => within(card).getByRole('heading').textContent?.startsWith(title) ?? false,
  )!;
export const answerOf = (card: HTMLElement, author: string) =>
  within(card)
    .getAllByTestId('review-answer')
    .find((row) => row.dataset.author === author)!;
/** Taps an answer's line, which opens what the player may do with it, and gives the line back. */
export async function openAnswer(card: HTMLElement, author: string) {
  const line = answerOf(card, author);
  await userEvent.click(within(line).getByRole('button', { expanded: false }));
  return line;
}

/** Makes window.matchMedia answer as a phone's: the review's cards are a deck that shows one at a time. */
export function onAPhone() {
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
