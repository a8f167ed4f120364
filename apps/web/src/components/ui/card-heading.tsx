import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const TONES = {
  primary: 'bg-primary-100 text-primary-700',
  invalid: 'bg-invalid-soft text-invalid',
} as const;

type CardHeadingProps = {
  icon: LucideIcon;
  /** 'invalid' for a card that says something went wrong (a refused link). */
  tone?: keyof typeof TONES;
  /** The heading's id, which the card names itself by (aria-labelledby). */
  id: string;
  title: ReactNode;
  intro: ReactNode;
  /** The intro is news the player must hear at once (a refusal): announced as an alert. */
  alert?: boolean;
};

/**
 * The head of a card that is a whole screen (reset password, confirm sign-up): the icon in its tile, the
 * h1 and a sentence under it, centred by the card's text.
 */
export function CardHeading({
  icon: Icon,
  tone = 'primary',
  id,
  title,
  intro,
  alert = false,
}: CardHeadingProps) {
  return (
    <>
      <span className={cn('mx-auto flex size-16 items-center justify-center rounded-2xl', TONES[tone])}>
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <CardTitle as="h1" id={id} className="mt-4">
        {title}
      </CardTitle>
      <p role={alert ? 'alert' : undefined} className="mt-2 text-lg text-ink-muted">
        {intro}
      </p>
    </>
  );
}
