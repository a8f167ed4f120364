import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// The theme's own scale values (app/theme.css), so `rounded-card` and `shadow-card` conflict with the
// stock radii and shadows as they do in the CSS. Colours need nothing: any `bg-*`/`text-*` name counts.
const twMerge = extendTailwindMerge({ extend: { theme: { radius: ['card'], shadow: ['card'] } } });

/**
 * Joins class names, skipping the falsy ones so variants can be written as `cond && 'class'`, and lets
 * a later Tailwind class win over an earlier one it conflicts with (`cn('p-5', 'p-4')` is `p-4`), so a
 * caller's `className` overrides a component's default instead of both landing on the element.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}

/**
 * Builds tailwind-merge's class map now, in a task of its own, rather than within the first screen's render
 * (it takes ~10 ms of a phone's CPU on first use). main.tsx calls it while the first route's data is on its
 * way, when the main thread would otherwise wait.
 */
export function warmClassMerge(): void {
  twMerge('p-0', 'p-1');
}
