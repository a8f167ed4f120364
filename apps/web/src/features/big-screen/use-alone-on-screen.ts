import { useEffect, type RefObject } from 'react';

/**
 * While mounted, makes everything of the page but `ref`'s element (and its ancestors) inert: the big screen
 * covers the app's frame (its header, footer and guide) rather than replacing it, and what it covers must
 * not take the keyboard's focus or a screen reader's reading either, as under a modal dialog.
 */
export function useAloneOnScreen(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const made: Element[] = [];
    for (let node = ref.current; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (sibling === node || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue;
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
    }
    return () => {
      for (const element of made) element.removeAttribute('inert');
    };
  }, [ref]);
}
