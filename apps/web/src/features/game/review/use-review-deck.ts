import { useCallback, useRef, useState } from 'react';

/**
 * The review's cards on a phone: a row that swipes (CSS scroll snap) and buttons that move one card on. The
 * card shown is the one nearest the row's middle, however it got there: swipe, button, or keyboard focus
 * moving into a card out of sight (the browser scrolls the row to it).
 */
export function useReviewDeck(count: number) {
  const row = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const cards = () => Array.from(row.current?.children ?? []) as HTMLElement[];

  const onScroll = useCallback(() => {
    const element = row.current;
    if (!element) return;
    const middle = element.scrollLeft + element.clientWidth / 2;
    const distances = cards().map((card) => Math.abs(card.offsetLeft + card.offsetWidth / 2 - middle));
    setIndex(Math.max(0, distances.indexOf(Math.min(...distances))));
  }, []);

  const goTo = useCallback(
    (next: number) => {
      const element = row.current;
      const target = Math.max(0, Math.min(count - 1, next));
      const card = cards()[target];
      setIndex(target);
      if (!element || !card) return;
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
      element.scrollTo?.({
        left: card.offsetLeft - (element.clientWidth - card.offsetWidth) / 2,
        behavior: still ? 'auto' : 'smooth',
      });
    },
    [count],
  );

  return { row, index: Math.min(index, Math.max(0, count - 1)), onScroll, goTo };
}
