import { useEffect, type CSSProperties } from 'react';
import { useText } from '@/i18n/use-text';
import { useMediaQuery } from '@/lib/use-media-query';
import '@/components/game/round-intro.css';
import { rollStrip } from '@/components/game/roll-strip';
import { playScreenCue } from './screen-sound';

/** How long the reel takes to land (the `letter-roll` animation of round-intro.css). */
const REEL_LANDS_MS = 1400;

type BigLetterProps = {
  letter: string;
  /** Roll the reel in (the round just started); false shows the letter at once. */
  roll?: boolean;
  /** Sizes of the tile, its letter following them. */
  className?: string;
};

/**
 * The round's letter on a tile for the whole room: the game's slot-machine reel (roll-strip.ts, its
 * animation off under reduced motion), with a chime as it lands; screen readers hear only the letter.
 */
export function BigLetter({ letter, roll = false, className }: BigLetterProps) {
  const t = useText().bigScreen;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const strip = roll && !reducedMotion ? rollStrip(letter) : [letter];
  const reeling = strip.length > 1;
  useEffect(() => {
    if (!roll) return;
    const timer = setTimeout(() => playScreenCue('chime'), reeling ? REEL_LANDS_MS : 0);
    return () => clearTimeout(timer);
  }, [roll, reeling]);
  return (
    <span
      data-testid="screen-letter"
      data-letter={letter}
      className={`inline-grid shrink-0 place-items-center rounded-[0.18em] bg-surface leading-none font-black text-primary-600 shadow-card ring-[0.06em] ring-primary-200 ${className ?? ''}`}
    >
      <span className="sr-only">{t.letter({ letter })}</span>
      <span aria-hidden="true" className="block h-[1.25em] overflow-hidden">
        <span
          data-rolling={reeling || undefined}
          className={reeling ? 'letter-roll-strip flex flex-col' : 'flex flex-col'}
          style={{ '--roll-steps': strip.length - 1 } as CSSProperties}
        >
          {strip.map((each, index) => (
            <span key={index} className="block h-[1.25em] text-center leading-[1.25em]">
              {each}
            </span>
          ))}
        </span>
      </span>
    </span>
  );
}
