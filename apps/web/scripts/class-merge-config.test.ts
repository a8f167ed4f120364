import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extendTailwindMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '../src/lib/cn';
import { classMergeConfigSource } from './class-merge-config';

describe('the class merge of cn', () => {
  it('is written from tailwind-merge as installed (npm run class-merge-config writes it again)', () => {
    const written = readFileSync(
      join(import.meta.dirname, '..', 'src', 'lib', 'class-merge-config.generated.ts'),
      'utf8',
    );
    expect(written).toBe(classMergeConfigSource());
  });

  it("merges a component's defaults with a caller's classes as the full configuration does", () => {
    const full = extendTailwindMerge({ extend: { theme: { radius: ['card'], shadow: ['card'] } } });
    const cases = [
      ['rounded-card bg-surface p-5 shadow-card sm:p-8', 'p-3 sm:p-4 ring-2'],
      ['text-2xl font-black leading-none sm:text-3xl', 'text-xl sm:text-2xl'],
      ['rounded-xl bg-primary-100', 'size-12 rounded-full'],
      ['min-h-11 rounded-xl px-4 text-sm text-ink', '-ml-2 px-2 text-ink-muted'],
      ['rounded-card shadow-card', 'rounded-md shadow-none'],
      ['mt-1 size-5 items-start', 'mt-0 items-center'],
    ];
    for (const [defaults, caller] of cases) expect(cn(defaults, caller)).toBe(full(defaults, caller));
    expect(cn('rounded-card bg-surface p-5 sm:p-8', 'p-4 sm:p-6')).toBe('rounded-card bg-surface p-4 sm:p-6');
  });
});
