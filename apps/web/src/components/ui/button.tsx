import { Children, cloneElement, isValidElement, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const base =
  'inline-flex items-center justify-center gap-2 font-extrabold tracking-wide select-none ' +
  'transition-[background-color,box-shadow,translate] duration-150 motion-reduce:transition-none ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ' +
  '[&_svg]:shrink-0';

// The pressable buttons sit on a darker "edge" that shrinks when pressed, like a game-box token.
const variants = {
  primary:
    'bg-primary-600 text-on-fill shadow-[0_4px_0_0_var(--color-primary-edge)] hover:bg-primary-700 ' +
    'active:translate-y-0.5 active:shadow-[0_2px_0_0_var(--color-primary-edge)]',
  accent:
    'bg-accent-600 text-on-fill shadow-[0_4px_0_0_var(--color-accent-edge)] hover:bg-accent-700 ' +
    'active:translate-y-0.5 active:shadow-[0_2px_0_0_var(--color-accent-edge)]',
  secondary:
    'bg-surface text-primary-700 ring-2 ring-primary-200 ring-inset shadow-[0_4px_0_0_var(--color-primary-200)] ' +
    'hover:bg-primary-50 active:translate-y-0.5 active:shadow-[0_2px_0_0_var(--color-primary-200)]',
  // Removing a player: red, and always with words that say so (never colour alone).
  danger:
    'bg-invalid text-on-fill shadow-[0_4px_0_0_var(--color-invalid-edge)] hover:bg-invalid-strong ' +
    'active:translate-y-0.5 active:shadow-[0_2px_0_0_var(--color-invalid-edge)]',
  ghost: 'bg-transparent text-ink hover:bg-primary-100/70',
} as const;

const sizes = {
  md: 'min-h-12 rounded-2xl px-6 text-base',
  sm: 'min-h-11 rounded-xl px-4 text-sm',
  icon: 'size-11 rounded-full',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Renders the single child (e.g. a router Link) with the button's look instead of a <button>: the child
   * gets the button's classes before its own, and the other props where it sets none.
   */
  asChild?: boolean;
};

/** The app's one button: every touch target is at least 44 px high. */
export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(base, variants[variant], sizes[size], className);
  if (asChild) {
    // Our own few lines rather than Radix's Slot, which every first screen carried for the error screen's and
    // the banner's links (decision 064).
    const { children, ...rest } = props;
    const child = Children.only(children);
    if (!isValidElement<{ className?: string }>(child)) throw new Error('Button asChild needs one element');
    return cloneElement(child, { ...rest, ...child.props, className: cn(classes, child.props.className) });
  }
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
