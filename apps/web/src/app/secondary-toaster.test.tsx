import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissSecondaryToast,
  secondaryToast,
  secondaryToasts,
  useToastHotkeys,
} from '@/lib/secondary-toast';
import { SECONDARY_TOAST_DURATION_MS, SecondaryToaster } from './secondary-toaster';

const AUTH = {
  title: 'Authentication required!.',
  description: 'You must be logged in to create a new game.',
  variant: 'destructive',
} as const;

/**
 * Both toasters, F8 shared between them as in root.tsx. The secondary one mounts first here, so its F8
 * listener is the older one: without the hand-over sonner's, registered later, would take the focus.
 */
function BothToasters() {
  const hotkeys = useToastHotkeys();
  return (
    <>
      <SecondaryToaster />
      <Toaster hotkey={hotkeys.main} />
    </>
  );
}

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

afterEach(() => {
  act(() => dismissSecondaryToast());
  toast.dismiss();
  vi.useRealTimers();
});

describe('the secondary toaster', () => {
  it('shows the title and description of a destructive toast in its region, read out assertively', async () => {
    render(<SecondaryToaster />);
    act(() => void secondaryToast(AUTH));
    const shown = within(region()).getByRole('listitem');
    expect(within(shown).getByText('Authentication required!.')).toBeInTheDocument();
    expect(within(shown).getByText('You must be logged in to create a new game.')).toBeInTheDocument();
    expect(shown).toHaveClass('bg-invalid-soft', 'text-invalid', 'rounded-2xl');
    // Radix reads the toast out through a separate live region, prefixed with the provider's label.
    const announcement = await screen.findByRole('status');
    expect(announcement).toHaveAttribute('aria-live', 'assertive');
    await vi.waitFor(() =>
      expect(announcement).toHaveTextContent(/^Notification Authentication required!\./),
    );
  });

  it('shows a toast raised before it mounted', () => {
    secondaryToast(AUTH);
    render(<SecondaryToaster />);
    expect(screen.getByText('Authentication required!.')).toBeInTheDocument();
  });

  it('closes the toast on its close button', async () => {
    const user = userEvent.setup();
    render(<SecondaryToaster />);
    act(() => void secondaryToast(AUTH));
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Authentication required!.')).not.toBeInTheDocument();
    expect(secondaryToasts()[0]?.open).toBe(false);
  });

  it('replaces the toast showing with a new one', () => {
    render(<SecondaryToaster />);
    act(() => void secondaryToast({ title: 'First' }));
    act(() => void secondaryToast(AUTH));
    expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Authentication required!.')).toBeInTheDocument();
  });

  it('closes a toast by itself after 4 seconds', () => {
    vi.useFakeTimers();
    render(<SecondaryToaster />);
    act(() => void secondaryToast(AUTH));
    act(() => vi.advanceTimersByTime(SECONDARY_TOAST_DURATION_MS - 1));
    expect(screen.getByText('Authentication required!.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Authentication required!.')).not.toBeInTheDocument();
    expect(SECONDARY_TOAST_DURATION_MS).toBe(4000);
  });
});

describe('the lazy secondary toaster', () => {
  it('loads nothing until the first secondary toast, then shows it', async () => {
    // A fresh store, which has never had a toast raised (this file's other tests share the first one).
    vi.resetModules();
    const store = await import('@/lib/secondary-toast');
    const { LazySecondaryToaster } = await import('./lazy-secondary-toaster');
    const { container } = render(<LazySecondaryToaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => void store.secondaryToast(AUTH));
    expect(await screen.findByText('Authentication required!.')).toBeInTheDocument();
    act(() => store.dismissSecondaryToast());
  });
});

describe('F8 with both toasters', () => {
  it('moves focus to the secondary toast while one shows, even with a sonner toast up too', async () => {
    const user = userEvent.setup();
    render(<BothToasters />);
    act(() => void toast('Saved'));
    await screen.findByText('Saved');
    act(() => void secondaryToast(AUTH));
    await user.keyboard('[F8]');
    const list = within(region()).getByRole('list');
    expect(list).toHaveFocus();
    expect(within(list).getByText('Authentication required!.')).toBeInTheDocument();
  });

  it('leaves F8 to sonner when no secondary toast shows', async () => {
    const user = userEvent.setup();
    render(<BothToasters />);
    act(() => void secondaryToast(AUTH));
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    act(() => void toast('Saved'));
    const saved = await screen.findByText('Saved');
    await user.keyboard('[F8]');
    const sonnerList = document.querySelector('[data-sonner-toaster]');
    expect(sonnerList).toHaveFocus();
    expect(sonnerList).toContainElement(saved);
  });
});
