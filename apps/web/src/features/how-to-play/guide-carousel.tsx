import { Pause, Play } from 'lucide-react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { GuideControls } from './guide-controls';
import { GuideSlide } from './guide-slide';
import { GUIDE_STEPS } from './steps';
import { useGuideCarousel } from './use-guide-carousel';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The guide's steps as a looping, self-turning carousel (WAI-ARIA APG carousel pattern): a labelled region,
 * one "slide" group per step, arrow keys and buttons to move, and a pause button because it moves by itself.
 */
export function GuideCarousel({ className }: { className?: string }) {
  const S = useText().howToPlay;
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const {
    viewportRef,
    viewportProps,
    slideStyle,
    selected,
    scrollTo,
    next,
    previous,
    rotating,
    canAutoplay,
    userPaused,
    togglePaused,
    rootProps,
  } = useGuideCarousel(GUIDE_STEPS.length, reducedMotion);

  return (
    <section
      aria-roledescription={S.carouselRole}
      aria-label={S.carouselLabel}
      className={cn('relative', className)}
      {...rootProps}
    >
      {canAutoplay && (
        <button
          type="button"
          onClick={togglePaused}
          aria-label={userPaused ? S.play : S.pause}
          className="absolute top-1 right-1 z-10 grid size-11 place-items-center rounded-full bg-surface/85 text-ink-muted shadow-sm ring-1 ring-primary-100 hover:text-ink"
        >
          {userPaused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
        </button>
      )}
      <div ref={viewportRef} className="overflow-hidden" {...viewportProps}>
        {/* Announce the new step only when the user moved there, not on every automatic turn. */}
        <div className="flex touch-pan-y" aria-live={rotating ? 'off' : 'polite'}>
          {GUIDE_STEPS.map((step, index) => (
            <GuideSlide
              key={step.id}
              step={step}
              index={index}
              total={GUIDE_STEPS.length}
              active={index === selected}
              style={slideStyle(index)}
            />
          ))}
        </div>
      </div>
      <GuideControls
        steps={GUIDE_STEPS}
        selected={selected}
        onSelect={scrollTo}
        onPrevious={previous}
        onNext={next}
      />
    </section>
  );
}
