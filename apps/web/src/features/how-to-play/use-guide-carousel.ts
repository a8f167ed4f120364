import { useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, KeyboardEvent, PointerEvent } from 'react';

/** docs/product/screens.md#interface-constants: the guide turns a page every 4 s and loops. */
export const AUTOPLAY_DELAY_MS = 4000;
/** How long a page takes to slide in. */
const SLIDE_MS = 450;
/** A drag of this share of the guide's width, or of SWIPE_PX, turns the page; a shorter one springs back. */
const SWIPE_SHARE = 0.2;
const SWIPE_PX = 48;

/**
 * Keyboard focus pauses the guide; a tap or click that leaves focus on a button does not, or one tap on a phone
 * would stop it for good. Browsers without :focus-visible get the cautious answer: paused.
 */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** Where page `index` sits from the shown one, in pages, the shorter way round the loop. */
function offsetOf(index: number, shown: number, count: number): number {
  const ahead = (((index - shown) % count) + count) % count;
  return ahead > count / 2 ? ahead - count : ahead;
}

type Drag = { pointerId: number; startX: number; startY: number; dx: number; horizontal: boolean | null };

/**
 * The guide's looping, self-turning carousel, with its pause rules: paused while a mouse hovers it, while
 * keyboard focus is inside it or a finger drags it, after the user presses pause, and never started under
 * reduced motion. Each page is placed beside the shown one the shorter way round, so the last page slides on
 * to the first as to any other (decision 064: our own few lines instead of Embla, which was most of the
 * guide's weight on every wide screen's home). A horizontal drag or swipe turns the page; a vertical one
 * scrolls the page as usual (`touch-pan-y` on the track). It turns only once it has a width, as Embla did:
 * never in a browser-less test.
 */
export function useGuideCarousel(count: number, reducedMotion: boolean) {
  // The page shown and the one shown before it, which slides out.
  const [{ selected, previous: before }, setPosition] = useState({ selected: 0, previous: 0 });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [width, setWidth] = useState(0);
  const viewport = useRef<HTMLDivElement | null>(null);
  const canAutoplay = !reducedMotion;
  const rotating = canAutoplay && !userPaused && !hovered && !focused && drag === null;

  const viewportRef = useCallback((element: HTMLDivElement | null) => {
    viewport.current = element;
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);

  const scrollTo = useCallback(
    (index: number) => {
      const target = ((index % count) + count) % count;
      setPosition((position) =>
        position.selected === target ? position : { selected: target, previous: position.selected },
      );
    },
    [count],
  );
  const next = useCallback(() => scrollTo(selected + 1), [scrollTo, selected]);
  const previous = useCallback(() => scrollTo(selected - 1), [scrollTo, selected]);

  // Every page shown, by the user or by the timer, gets the full 4 s before the guide moves on.
  useEffect(() => {
    if (!rotating || width === 0 || count <= 1) return;
    const timer = setTimeout(() => scrollTo(selected + 1), AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [rotating, width, count, selected, scrollTo]);

  /** The style of page `index`: beside the shown one, following a drag, sliding when it moves by a page. */
  const slideStyle = (index: number): CSSProperties => {
    const offset = offsetOf(index, selected, count);
    // The page that was shown and the one now shown slide; the others only change sides, out of sight.
    const slides =
      !reducedMotion && drag === null && (index === selected || index === before || Math.abs(offset) <= 1);
    const moved =
      Math.abs(offset - offsetOf(index, before, count)) > 1 && index !== selected && index !== before;
    return {
      transform: `translateX(calc(${(offset - index) * 100}% + ${drag?.dx ?? 0}px))`,
      transition: slides && !moved ? `transform ${SLIDE_MS}ms cubic-bezier(0.22, 1, 0.36, 1)` : 'none',
    };
  };

  const endDrag = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag(null);
    if (!drag.horizontal) return;
    const threshold = Math.min(SWIPE_PX, (viewport.current?.clientWidth ?? 0) * SWIPE_SHARE || SWIPE_PX);
    if (drag.dx <= -threshold) scrollTo(selected + 1);
    else if (drag.dx >= threshold) scrollTo(selected - 1);
  };

  const viewportProps = {
    onPointerDown: (event: PointerEvent) => {
      if (!event.isPrimary || event.button !== 0) return;
      // A mouse drags the page, not a text selection or the animation's picture.
      if (event.pointerType === 'mouse') event.preventDefault();
      setDrag({
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        dx: 0,
        horizontal: null,
      });
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (!drag || event.pointerId !== drag.pointerId || drag.horizontal === false) return;
      const dx = event.clientX - drag.startX;
      const dy = event.clientY - drag.startY;
      if (drag.horizontal === null) {
        if (Math.abs(dx) < 6 && Math.abs(dy) < 6) return;
        const horizontal = Math.abs(dx) > Math.abs(dy);
        if (horizontal) event.currentTarget.setPointerCapture?.(event.pointerId);
        setDrag({ ...drag, dx: horizontal ? dx : 0, horizontal });
        return;
      }
      setDrag({ ...drag, dx });
    },
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
  };

  const rootProps = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(false);
    },
    onFocus: (event: FocusEvent) => setFocused(isKeyboardFocus(event.target)),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      if (event.key === 'ArrowRight') next();
      else previous();
    },
  };

  return {
    viewportRef,
    viewportProps,
    slideStyle,
    selected,
    scrollTo,
    next,
    previous,
    rotating,
    canAutoplay,
    userPaused,
    togglePaused: () => setUserPaused((paused) => !paused),
    rootProps,
  };
}
