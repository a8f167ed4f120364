import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('joining class names', () => {
  it('lets the later of two conflicting Tailwind classes win', () => {
    expect(cn('p-5', 'p-4')).toBe('p-4');
    expect(cn('rounded-md bg-white text-sm', 'bg-amber-200')).toBe('rounded-md text-sm bg-amber-200');
  });

  it("knows the theme's own radius and shadow", () => {
    expect(cn('rounded-card shadow-card', 'rounded-md shadow-none')).toBe('rounded-md shadow-none');
    expect(cn('text-sm text-ink')).toBe('text-sm text-ink');
  });

  it('keeps classes that do not conflict, in order', () => {
    expect(cn('px-4', 'py-2', 'font-bold')).toBe('px-4 py-2 font-bold');
  });

  it('drops the classes whose condition is false', () => {
    const selected = false;
    const disabled = true;
    expect(cn('btn', selected && 'ring-2', disabled && 'opacity-50', null, undefined)).toBe('btn opacity-50');
  });

  it('accepts an object of conditions as well', () => {
    expect(cn('btn', { 'ring-2': true, 'opacity-50': false })).toBe('btn ring-2');
  });
});
