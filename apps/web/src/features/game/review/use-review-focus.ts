import { useCallback, useEffect, useState } from 'react';

/** How long the host's card must stay put before the others are told: a swipe past three cards sends one. */
const SETTLE_MS = 350;

type ReviewFocusOptions = {
  /** The round's categories in card order. */
  categoryIds: readonly string[];
  /** The category the host's review shows, as the server says (null until the host moves). */
  focus: string | null;
  /** Whether this viewer leads: the host, who may send game:review-focus. */
  leading: boolean;
  /** The card this viewer is on (the deck's, on a phone). */
  shownId: string | undefined;
  /** Moves this viewer's deck to a card (on a phone). */
  goTo: (index: number) => void;
  /** Whether the cards are a deck that shows one at a time (a phone). */
  swiping: boolean;
  /** Tells the room which card the host is on. */
  send: (categoryId: string) => void;
};

/**
 * The group moving through the review together: the host's card is the room's focus, and everyone else's
 * deck follows it until they move on their own (a swipe, an arrow); 'Go to Anna' takes them back and
 * follows again. On a wider screen, where every card is in sight, the host's card is the one they last
 * worked in (`onCardFocus`), and the others see it marked.
 */
export function useReviewFocus({
  categoryIds,
  focus,
  leading,
  shownId,
  goTo,
  swiping,
  send,
}: ReviewFocusOptions) {
  const [following, setFollowing] = useState(true);
  const [worked, setWorked] = useState<string | null>(null);
  const focusIndex = focus === null ? -1 : categoryIds.indexOf(focus);
  const hostCard = swiping ? shownId : (worked ?? undefined);

  // The host: once their card stays put, the room hears of it.
  useEffect(() => {
    if (!leading || hostCard === undefined || hostCard === focus) return;
    const timer = setTimeout(() => send(hostCard), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [leading, hostCard, focus, send]);

  // Everyone else: while following, the deck goes where the host's card is.
  useEffect(() => {
    if (!leading && following && swiping && focusIndex >= 0) goTo(focusIndex);
  }, [leading, following, swiping, focusIndex, goTo]);

  const onOwnMove = useCallback(() => setFollowing(false), []);
  const follow = useCallback(() => {
    setFollowing(true);
    if (focusIndex >= 0) goTo(focusIndex);
  }, [focusIndex, goTo]);
  const onCardFocus = useCallback(
    (categoryId: string | undefined) => (categoryId === undefined ? undefined : setWorked(categoryId)),
    [],
  );

  return {
    /** The host's card's place in the deck, or -1 before the host moved (and for the host). */
    hostIndex: leading ? -1 : focusIndex,
    /** Whether to offer 'Go to the host': this viewer's deck is elsewhere. */
    apart: !leading && swiping && focusIndex >= 0 && shownId !== focus,
    onOwnMove,
    follow,
    onCardFocus,
  };
}
