import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';

/** docs/product/screens.md#interface-constants: the guide turns a page every 4 s and loops. */
export const AUTOPLAY_DELAY_MS = 4000;

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

/**
 * Embla with looping and autoplay, plus the pause rules of the guide: paused while a mouse hovers it, while
 * keyboard focus is inside it, after the user presses pause, and never started under reduced motion.
 * The selected index is also set when the user asks for a page, so the UI answers at once and does not depend
 * on Embla having measured the slides.
 */
export function useGuideCarousel(count: number, reducedMotion: boolean) {
  const autoplay = useMemo(
    () =>
      reducedMotion
        ? null
        : Autoplay({
            delay: AUTOPLAY_DELAY_MS,
            // We stop and start it ourselves (below), so Embla's own stop rules stay off.
            stopOnInteraction: false,
            stopOnFocusIn: false,
            stopOnMouseEnter: false,
          }),
    [reducedMotion],
  );
  const plugins = useMemo(() => (autoplay ? [autoplay] : []), [autoplay]);
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration: reducedMotion ? 1 : 28 }, plugins);

  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const rotating = autoplay !== null && !userPaused && !hovered && !focused;
  const rotatingRef = useRef(rotating);
  useEffect(() => {
    rotatingRef.current = rotating;
  }, [rotating]);

  useEffect(() => {
    if (!api) return;
    const sync = () => setSelected(api.selectedScrollSnap());
    // Embla's autoplay restarts itself when a drag ends; keep it stopped if the guide should be paused.
    const afterDrag = () => {
      if (!rotatingRef.current) autoplay?.stop();
    };
    api.on('select', sync).on('reInit', sync).on('pointerUp', afterDrag);
    return () => {
      api.off('select', sync).off('reInit', sync).off('pointerUp', afterDrag);
    };
  }, [api, autoplay]);

  useEffect(() => {
    // The plugin only initialises when there is more than one snap (never in a browser-less test).
    if (!api || !autoplay || api.scrollSnapList().length <= 1) return;
    if (rotating) autoplay.play();
    else autoplay.stop();
  }, [api, autoplay, rotating]);

  const scrollTo = useCallback(
    (index: number) => {
      const target = ((index % count) + count) % count;
      setSelected(target);
      api?.scrollTo(target, reducedMotion);
      // A page the user chose gets the full 4 s before the guide moves on.
      autoplay?.reset();
    },
    [api, autoplay, count, reducedMotion],
  );
  const next = useCallback(() => scrollTo(selected + 1), [scrollTo, selected]);
  const previous = useCallback(() => scrollTo(selected - 1), [scrollTo, selected]);

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
    selected,
    scrollTo,
    next,
    previous,
    rotating,
    canAutoplay: autoplay !== null,
    userPaused,
    togglePaused: () => setUserPaused((paused) => !paused),
    rootProps,
  };
}
