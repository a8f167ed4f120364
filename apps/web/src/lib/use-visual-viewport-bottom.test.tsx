import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVisualViewportBottom, VISUAL_VIEWPORT_BOTTOM } from './use-visual-viewport-bottom';

function Probe() {
  useVisualViewportBottom();
  return null;
}

/** A visual viewport the test shrinks and moves, as a phone does when its keyboard opens over the page. */
function fakeViewport() {
  const target = new EventTarget() as EventTarget & { offsetTop: number; height: number };
  target.offsetTop = 0;
  target.height = window.innerHeight;
  vi.stubGlobal('visualViewport', target);
  return target;
}

const bottom = () => document.documentElement.style.getPropertyValue(VISUAL_VIEWPORT_BOTTOM);

afterEach(() => vi.unstubAllGlobals());

describe('useVisualViewportBottom', () => {
  it('follows how much of the page a keyboard laid over it hides, and forgets it on unmount', () => {
    const viewport = fakeViewport();
    const { unmount } = render(<Probe />);
    expect(bottom()).toBe('0px');
    viewport.height = window.innerHeight - 300;
    viewport.dispatchEvent(new Event('resize'));
    expect(bottom()).toBe('300px');
    viewport.offsetTop = 100;
    viewport.dispatchEvent(new Event('scroll'));
    expect(bottom()).toBe('200px');
    unmount();
    expect(bottom()).toBe('');
  });
});
