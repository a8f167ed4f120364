import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useText } from '@/i18n/use-text';

/**
 * An answer the server marked rude, blurred until someone taps it (the room's rude filter): one tap, Enter
 * or Space shows it for good on this element. Screen readers hear that an answer is hidden, never its words,
 * until it is shown; then the shown answer takes the focus so it is read. Not rude: the children as they are.
 */
export function RudeBlur({
  rude,
  children,
  shown: shownFromOutside,
  onShow,
}: {
  rude: boolean;
  children: ReactNode;
  /** Held by the caller when its layout changes once shown (the review's line becomes a button then). */
  shown?: boolean;
  onShow?: () => void;
}) {
  const R = useText().ui.rudeBlur;
  const [shownHere, setShownHere] = useState(false);
  const shown = shownFromOutside ?? shownHere;
  const setShown = (value: true) => {
    setShownHere(value);
    onShow?.();
  };
  const revealed = useRef<HTMLSpanElement>(null);

  // Only a tap sets `shown`, and the button it pressed is gone: the focus goes to what it showed.
  useEffect(() => {
    if (shown) revealed.current?.focus();
  }, [shown]);

  // Held from outside, the caller takes the focus to what it shows (inside a button a focusable span would nest).
  if (!rude || (shown && shownFromOutside !== undefined)) return <>{children}</>;
  if (shown)
    return (
      <span ref={revealed} tabIndex={-1} className="outline-none">
        {children}
      </span>
    );
  return (
    <span className="relative inline-grid align-middle">
      <span aria-hidden="true" className="pointer-events-none blur-sm select-none [grid-area:1/1]">
        {children}
      </span>
      <span className="sr-only">{R.hidden}</span>
      <button
        type="button"
        className="min-h-11 rounded-lg px-2 text-sm font-extrabold text-primary-700 underline decoration-2 underline-offset-2 [grid-area:1/1] hover:bg-primary-100/70"
        onClick={() => setShown(true)}
      >
        <span aria-hidden="true">{R.tapToShow}</span>
        <span className="sr-only">{R.show}</span>
      </button>
    </span>
  );
}
