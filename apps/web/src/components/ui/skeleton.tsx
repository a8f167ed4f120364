import type { ReactNode } from 'react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';

/** One grey-warm placeholder block; it pulses only when the user has not asked for reduced motion. */
export function Skeleton({ className }: { className?: string }) {
  return <div className={cn('rounded-xl bg-primary-100 motion-safe:animate-pulse', className)} />;
}

/**
 * Wraps a skeleton layout: screen readers hear "Loading…" once, and the placeholder shapes stay out of the
 * accessibility tree.
 */
export function SkeletonScreen({
  label,
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useText().ui;
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{label ?? t.loading}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** A white card shell for skeleton layouts, matching Card's look without its heading semantics. */
export function SkeletonCard({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div
      data-slot="skeleton-card"
      className={cn('rounded-card bg-surface p-5 shadow-card sm:p-8', className)}
    >
      {children}
    </div>
  );
}
