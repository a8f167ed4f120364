import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { GuideCarousel } from './guide-carousel';
import { RoomRules } from './room-rules';

/**
 * The guide as a side-panel card, for wide screens (the layout shows it from 1024 px). Its module holds
 * neither the phone's dialog (how-to-play-dialog.tsx, with Radix's) nor the room's rules (room-rules.tsx).
 */
export function HowToPlayPanel({ className }: { className?: string }) {
  const S = useText().howToPlay;
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className={cn('w-full sm:p-6!', className)}>
      <CardTitle id={titleId} className="mb-4 flex items-center gap-2">
        <Lightbulb aria-hidden className="size-6 text-primary-600" />
        {S.title}
      </CardTitle>
      <RoomRules />
      <GuideCarousel />
    </Card>
  );
}
