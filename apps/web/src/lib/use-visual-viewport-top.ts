import { useEffect } from 'react';

/** The CSS variable a sticky element adds to its `top` to stay in what the player sees. */
export const VISUAL_VIEWPORT_TOP = '--visual-viewport-top';

/**
 * While mounted, keeps the CSS variable `name` on <html> at `measure(viewport)` pixels (never below 0), again
 * on every resize and scroll of the visual viewport, and removes it on unmount; `measure` should be a
 * module-level function, so the listeners are not set up again on each render. A phone's on-screen keyboard
 * moves and shrinks the visual viewport within the layout viewport; sticky bars follow it through these.
 */
export function useVisualViewportVariable(name: string, measure: (viewport: VisualViewport) => number): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(name, `${Math.max(0, Math.round(measure(viewport)))}px`);
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      root.style.removeProperty(name);
    };
  }, [name, measure]);
}

const offsetTop = (viewport: VisualViewport) => viewport.offsetTop;

/**
 * While mounted, keeps VISUAL_VIEWPORT_TOP at how far the visible part of the page sits below the top of the
 * layout viewport. With a phone's on-screen keyboard open, the browser scrolls the visible part within the
 * layout viewport, and an element stuck at `top: 0` would be above it, out of sight.
 */
export function useVisualViewportTop(): void {
  useVisualViewportVariable(VISUAL_VIEWPORT_TOP, offsetTop);
}
