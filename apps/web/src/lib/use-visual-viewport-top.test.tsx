import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVisualViewportTop, VISUAL_VIEWPORT_TOP } from './use-visual-viewport-top';

function Probe() {
  useVisualViewportTop();
  return null;
}

/** A visual viewport whose offset the test moves, as a phone does when its keyboard opens. */
function fakeViewport() {
  const target = new EventTarget() as EventTarget & { offsetTop: number };
  target.offsetTop = 0;
  vi.stubGlobal('visualViewport', target);
  return target;
}

const top = () => document.documentElement.style.getPropertyValue(VISUAL_VIEWPORT_TOP);

afterEach(() => vi.unstubAllGlobals());

describe('useVisualViewportTop', () => {
  it('follows the visible part of the page as it moves, and forgets it on unmount', () => {
    const viewport = fakeViewport();
    const { unmount } = render(<Probe />);
    expect(top()).toBe('0px');
    viewport.offsetTop = 312;
    viewport.dispatchEvent(new Event('resize'));
    expect(top()).toBe('312px');
    viewport.offsetTop = 280;
    viewport.dispatchEvent(new Event('scroll'));
    expect(top()).toBe('280px');
    unmount();
    expect(top()).toBe('');
  });
});
