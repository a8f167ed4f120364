import type { CSSProperties } from 'react';
import { useText } from '@/i18n/use-text';
import type { GuideStep } from './steps';

type GuideSlideProps = {
  step: GuideStep;
  index: number;
  total: number;
  active: boolean;
  /** Where the carousel places it (use-guide-carousel.ts). */
  style?: CSSProperties;
};

/** One page of the guide: its animation on a sunny stage, then the step's number, title and text. */
export function GuideSlide({ step, index, total, active, style }: GuideSlideProps) {
  const S = useText().howToPlay;
  const Animation = step.animation;
  return (
    <div
      role="group"
      aria-roledescription={S.slideRole}
      aria-label={S.slideLabel({ step: index + 1, total })}
      data-active={active}
      data-step-id={step.id}
      style={style}
      className="flex min-w-0 shrink-0 grow-0 basis-full flex-col items-center px-1 text-center"
    >
      <div className="grid w-full place-items-center rounded-3xl bg-gradient-to-b from-sun-1 to-primary-50 p-3 ring-1 ring-primary-100">
        <Animation />
      </div>
      <p className="mt-4 text-xs font-extrabold tracking-widest text-primary-700 uppercase">
        {S.stepBadge({ step: index + 1 })}
      </p>
      <h3 className="mt-1 text-xl font-black tracking-tight text-balance text-ink">{step.title}</h3>
      <p className="mt-1.5 max-w-prose text-base leading-snug text-pretty text-ink-muted">
        {step.description}
      </p>
    </div>
  );
}
