import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { CLASS_MERGE_CONFIG } from './class-merge-config.generated';

// Only the class groups our components merge (decision 068), not tailwind-merge's every utility.
const twMerge = createTailwindMerge(() => CLASS_MERGE_CONFIG);

type MergeCheck = (joined: string, merged: string) => void;
let checkMerge: MergeCheck | undefined;

/**
 * Joins class names, skipping the falsy ones so variants can be written as `cond && 'class'`, and lets
 * a later Tailwind class win over an earlier one it conflicts with (`cn('p-5', 'p-4')` is `p-4`), so a
 * caller's `className` overrides a component's default instead of both landing on the element.
 */
export function cn(...classes: ClassValue[]): string {
  const joined = clsx(classes);
  const merged = twMerge(joined);
  checkMerge?.(joined, merged);
  return merged;
}

/**
 * Tests only (src/test-setup.ts): every merge is compared with tailwind-merge's full configuration, so a
 * class group the smaller one lacks fails the test that renders it.
 */
export function checkClassMergeWith(check: MergeCheck): void {
  checkMerge = check;
}

/**
 * Builds tailwind-merge's class map now, in a task of its own, rather than within the first screen's render.
 * main.tsx calls it while the first route's data is on its way, when the main thread would otherwise wait.
 */
export function warmClassMerge(): void {
  twMerge('p-0', 'p-1');
}
