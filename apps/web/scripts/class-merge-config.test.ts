import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cn } from '../src/lib/cn';
import { classMergeConfigSource, GENERATED_FILE } from './class-merge-config';

describe('the class merge of cn', () => {
  it('is written from tailwind-merge as installed (npm run class-merge-config writes it again)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(classMergeConfigSource());
  });

  it("lets a caller's classes win over a component's defaults where they conflict", () => {
    expect(cn('rounded-card bg-surface p-5 shadow-card sm:p-8', 'p-3 sm:p-4 ring-2')).toBe(
      'rounded-card bg-surface shadow-card p-3 sm:p-4 ring-2',
    );
    // A text size resets the line height, as the CSS does.
    expect(cn('text-2xl font-black leading-none sm:text-3xl', 'text-xl sm:text-2xl')).toBe(
      'font-black text-xl sm:text-2xl',
    );
    expect(cn('rounded-xl bg-primary-100', 'size-12 rounded-full')).toBe(
      'bg-primary-100 size-12 rounded-full',
    );
    expect(cn('min-h-11 rounded-xl px-4 text-sm text-ink', '-ml-2 px-2 text-ink-muted')).toBe(
      'min-h-11 rounded-xl text-sm -ml-2 px-2 text-ink-muted',
    );
    expect(cn('rounded-card shadow-card', 'rounded-md shadow-none')).toBe('rounded-md shadow-none');
    expect(cn('mt-1 size-5 items-start', 'mt-0 items-center')).toBe('size-5 mt-0 items-center');
  });
});
