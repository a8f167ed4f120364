import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import type { GuideStep } from './steps';

type GuideControlsProps = {
  steps: readonly GuideStep[];
  selected: number;
  onSelect: (index: number) => void;
  onPrevious: () => void;
  onNext: () => void;
};

/** Previous and next buttons around one dot per step; all plain buttons, so Tab, Enter and Space work. */
export function GuideControls({ steps, selected, onSelect, onPrevious, onNext }: GuideControlsProps) {
  const S = useText().howToPlay;
  return (
    <div className="mt-4 flex items-center justify-between gap-1">
      <Button variant="ghost" size="icon" aria-label={S.previous} onClick={onPrevious}>
        <ChevronLeft aria-hidden className="size-6" />
      </Button>
      <div className="flex items-center">
        {steps.map((step, i) => {
          const active = i === selected;
          return (
            <button
              key={step.id}
              type="button"
              aria-label={S.goToStep({ step: i + 1, title: step.title })}
              aria-current={active ? 'step' : undefined}
              onClick={() => onSelect(i)}
              // The hit area stays 24 px or more (WCAG 2.5.8) while the dot itself is small.
              className="group grid size-7 place-items-center rounded-full sm:size-8"
            >
              <span
                className={cn(
                  'block h-2.5 rounded-full transition-[width,background-color] duration-300 motion-reduce:transition-none',
                  active ? 'w-6 bg-primary-600' : 'w-2.5 bg-primary-200 group-hover:bg-primary-300',
                )}
              />
            </button>
          );
        })}
      </div>
      <Button variant="ghost" size="icon" aria-label={S.next} onClick={onNext}>
        <ChevronRight aria-hidden className="size-6" />
      </Button>
    </div>
  );
}
