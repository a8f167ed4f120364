import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A white game-box card: big radius, soft warm shadow. Padding grows with the screen. */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      data-slot="card"
      className={cn(
        'rounded-card bg-surface p-5 shadow-card ring-1 ring-black/5 sm:p-8 dark:ring-white/10',
        className,
      )}
      {...props}
    />
  );
}

/** The big, friendly heading at the top of a card; `as="h1"` when the card is the whole screen. */
export function CardTitle({
  className,
  as: Heading = 'h2',
  ...props
}: ComponentProps<'h2'> & { as?: 'h1' | 'h2' }) {
  return (
    <Heading
      className={cn('text-2xl font-black tracking-tight text-balance text-ink sm:text-3xl', className)}
      {...props}
    />
  );
}
