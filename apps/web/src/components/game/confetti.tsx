import type { CSSProperties } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import '@/components/game/confetti.css';

const COLOURS = ['#f97316', '#7c3aed', '#15803d', '#facc15', '#ec4899', '#0ea5e9'];
const PIECES = 48;

/** A fixed pseudo-random spread (no randomness in rendering): the same shower every time. */
function piece(index: number): CSSProperties {
  const spread = (index * 37) % 100;
  return {
    left: `${spread}%`,
    background: COLOURS[index % COLOURS.length],
    '--delay': `${(index * 53) % 900}ms`,
    '--duration': `${2400 + ((index * 71) % 1600)}ms`,
    '--drift': `${((index * 29) % 21) - 10}vw`,
    '--spin': `${360 + ((index * 97) % 720)}deg`,
  } as CSSProperties;
}

/**
 * Confetti falling once across the screen, behind its content; nothing at all under reduced motion.
 * The negative z-index puts it under the cards and buttons of the nearest stacking context, so its parent
 * must start one (`isolate`, as ResultScreen's does): it then still falls over the page backdrop, which
 * lies outside that context. It never takes a click or a tap, even where it shows between the cards.
 */
export function Confetti() {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  if (reducedMotion) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="confetti"
      className="pointer-events-none fixed inset-0 -z-10 overflow-hidden"
    >
      {Array.from({ length: PIECES }, (_, index) => (
        <span key={index} className="confetti-piece" style={piece(index)} />
      ))}
    </div>
  );
}
