import { cn } from '@/lib/cn';

/**
 * The look of a settings choice drawn as a card around a native radio or checkbox (end mode, letters, house
 * rules): a border that turns accent when checked, and the focus ring of the input it holds.
 */
export const CHOICE_CARD_CLASS = cn(
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border-2 bg-surface p-3 transition-colors',
  'has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50 has-[:focus-visible]:outline-3',
  'has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600',
  'border-primary-200 hover:bg-primary-50 motion-reduce:transition-none',
);

/** The native input inside a choice card. */
export const CHOICE_INPUT_CLASS = 'mt-1 size-5 shrink-0 accent-accent-600 focus-visible:outline-none';
