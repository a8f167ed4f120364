import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from './theme-preference';
import { ThemeToggle } from './theme-toggle';

/** Makes window.matchMedia answer as a system that prefers the dark scheme (or not). */
function systemPrefersDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: dark && query.includes('dark'), media: query }) as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('ThemeToggle', () => {
  it('shows the scheme on screen as its pressed state', () => {
    document.documentElement.classList.add('dark');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches a light system to dark and remembers the choice', async () => {
    systemPrefersDark(false);
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);

    expect(document.documentElement).toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('forgets the choice when switched back to what the system prefers', async () => {
    systemPrefersDark(false);
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Dark mode' });

    await userEvent.click(toggle);
    await userEvent.click(toggle);

    expect(document.documentElement).not.toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('remembers light on a dark system', async () => {
    systemPrefersDark(true);
    document.documentElement.classList.add('dark');
    render(<ThemeToggle />);

    await userEvent.click(screen.getByRole('button', { name: 'Dark mode' }));

    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
