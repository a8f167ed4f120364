import { CircleHelp } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';

const loadGuide = () => import('./how-to-play-dialog');
const HowToPlayDialog = lazy(async () => ({ default: (await loadGuide()).HowToPlayDialog }));
const prefetchGuide = () => void loadGuide().catch(() => {});

/**
 * The header's help icon on small screens. It is in every first screen, so it holds none of the guide: the
 * dialog, its carousel and animations are fetched when the player points at, focuses or presses it, and stay
 * mounted after the first opening so closing can animate and give focus back.
 */
export function HowToPlayHelpButton({ className }: { className?: string }) {
  const S = useText().howToPlay;
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        size="icon"
        aria-label={S.openButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onPointerEnter={prefetchGuide}
        onFocus={prefetchGuide}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <CircleHelp aria-hidden className="size-6" />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <HowToPlayDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
