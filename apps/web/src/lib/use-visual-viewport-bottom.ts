import { useVisualViewportVariable } from './use-visual-viewport-top';

/** The CSS variable a bottom bar adds to its `bottom` to stay in what the player sees. */
export const VISUAL_VIEWPORT_BOTTOM = '--visual-viewport-bottom';

const hiddenBelow = (viewport: VisualViewport) => window.innerHeight - (viewport.offsetTop + viewport.height);

/**
 * While mounted, keeps VISUAL_VIEWPORT_BOTTOM at how much of the layout viewport lies below the visible part
 * of the page. A browser that lays the on-screen keyboard over the page (Safari on iOS) leaves the layout
 * viewport as it was, and an element stuck at `bottom: 0` would be under the keyboard; one that resizes the
 * page for it (Chrome on Android, with `interactive-widget=resizes-content` in index.html) gives 0.
 */
export function useVisualViewportBottom(): void {
  useVisualViewportVariable(VISUAL_VIEWPORT_BOTTOM, hiddenBelow);
}
