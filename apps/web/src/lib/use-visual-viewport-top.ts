import { useEffect } from 'react';

/** The CSS variable a sticky element adds to its `top` to stay in what the player sees. */
export const VISUAL_VIEWPORT_TOP = '--visual-viewport-top';

/**
 * While mounted, keeps VISUAL_VIEWPORT_TOP at how far the visible part of the page sits below the top of the
 * layout viewport. With a phone's on-screen keyboard open, the browser scrolls the visible part within the
 * layout viewport, and an element stuck at `top: 0` would be above it, out of sight.
 */
export function useVisualViewportTop(): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(VISUAL_VIEWPORT_TOP, `${Math.max(0, viewport.offsetTop)}px`);
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      root.style.removeProperty(VISUAL_VIEWPORT_TOP);
    };
  }, []);
}
