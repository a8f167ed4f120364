import { Children, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '@/lib/cn';
import { useVisualViewportBottom, VISUAL_VIEWPORT_BOTTOM } from '@/lib/use-visual-viewport-bottom';

type BottomActionBarProps = {
  /** What the actions are for, as assistive technology names the group, e.g. 'Round actions'. */
  label: string;
  /** The actions (buttons, or a status line in their place), in one row that wraps when narrow. */
  children: ReactNode;
  /** A line under the actions, e.g. why a button is off (point at it with the button's aria-describedby). */
  hint?: ReactNode;
  className?: string;
};

/**
 * The round screens' actions (Done, STOP, Continue): the last thing of the screen, stuck to the bottom of
 * what the player sees while they scroll or type, above a phone's on-screen keyboard and its home bar. It
 * sticks within the page (`position: sticky`), raised by the part of the page a keyboard laid over it hides
 * (VISUAL_VIEWPORT_BOTTOM), and the page scrolls a focused field clear of it (`scroll-padding-bottom`).
 * Put it last in the screen's column, so it never covers what follows it.
 */
export function BottomActionBar({ label, children, hint, className }: BottomActionBarProps) {
  useVisualViewportBottom();
  const bar = useRef<HTMLDivElement>(null);
  useScrollPaddingOf(bar);
  return (
    <div
      ref={bar}
      role="group"
      aria-label={label}
      data-testid="bottom-action-bar"
      className={cn(
        'sticky z-20 -mx-4 flex flex-col gap-2 rounded-t-2xl bg-surface/95 px-4 pt-3 backdrop-blur-sm',
        'pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_-6px_rgb(0_0_0/0.18)]',
        'sm:mx-0 sm:rounded-2xl sm:px-5',
        className,
      )}
      style={{ bottom: `var(${VISUAL_VIEWPORT_BOTTOM}, 0px)` }}
    >
      {/* A spectator's review bar has no actions, only its hint. */}
      {Children.toArray(children).length > 0 ? (
        <div className="flex flex-wrap items-center justify-center gap-3 [&>*]:min-w-36 [&>*]:flex-1 sm:[&>*]:flex-none sm:[&>*]:basis-56">
          {children}
        </div>
      ) : null}
      {hint ? <div className="text-center text-sm font-bold text-ink-muted">{hint}</div> : null}
    </div>
  );
}

/** While mounted, the page keeps a focused or scrolled-to element above the bar, not under it. */
function useScrollPaddingOf(bar: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${Math.ceil(element.getBoundingClientRect().height) + 8}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [bar]);
}
