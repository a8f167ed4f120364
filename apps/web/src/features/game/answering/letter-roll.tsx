import { useEffect, useRef, type CSSProperties } from 'react';
import { useText } from '@/i18n/use-text';
import { playCue } from '@/lib/sounds';
import { useMediaQuery } from '@/lib/use-media-query';
import { rollStrip } from '@/components/game/roll-strip';
import '@/components/game/round-intro.css';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** How long the reel takes to land (the `letter-roll` animation in round-intro.css). */
const REEL_LANDS_MS = 1400;

type LetterRollProps = {
  letter: string;
  /** Roll the reel; false shows the letter at once (arriving late, or reduced motion). */
  roll: boolean;
};

/**
 * The round's letter, huge, revealed by a short slot-machine roll; screen readers hear only the letter. When it
 * rolls (the round just started), the letter cue plays as it lands, once; a player arriving later hears none.
 */
export function LetterRoll({ letter, roll }: LetterRollProps) {
  const t = useText().game;
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const strip = roll && !reducedMotion ? rollStrip(letter) : [letter];
  const reeling = strip.length > 1;
  const cued = useRef(false);
  useEffect(() => {
    if (!roll || cued.current) return;
    const timer = setTimeout(
      () => {
        cued.current = true;
        playCue('letter');
      },
      reeling ? REEL_LANDS_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [roll, reeling]);
  return (
    <span
      data-testid="round-letter"
      data-letter={letter}
      className="inline-grid size-40 place-items-center rounded-[2rem] bg-surface text-[7.5rem] font-black text-primary-600 shadow-card ring-8 ring-primary-200 sm:size-48 sm:text-[9rem]"
    >
      <span className="sr-only">{t.intro.letter({ letter })}</span>
      <span aria-hidden="true" className="block h-[1.25em] overflow-hidden">
        <span
          data-rolling={strip.length > 1 || undefined}
          className={strip.length > 1 ? 'letter-roll-strip flex flex-col' : 'flex flex-col'}
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
