import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOUNDS_STORAGE_KEY } from '@/lib/sound-preference';
import { playCue } from '@/lib/sounds';
import { SoundToggle } from './sound-toggle';

// The real cues run (without Web Audio here they play nothing); the spy says which were asked for.
vi.mock('@/lib/sounds', { spy: true });

afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe('SoundToggle', () => {
  it('says sounds are off on a device that never turned them on', () => {
    render(<SoundToggle />);
    expect(screen.getByRole('button', { name: 'Sounds off' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns sounds on with a short cue, and remembers it on this device', async () => {
    const { unmount } = render(<SoundToggle />);

    await userEvent.click(screen.getByRole('button', { name: 'Sounds off' }));

    expect(screen.getByRole('button', { name: 'Sounds on' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(SOUNDS_STORAGE_KEY)).toBe('on');
    expect(playCue).toHaveBeenCalledExactlyOnceWith('on');

    unmount();
    render(<SoundToggle />);
    expect(screen.getByRole('button', { name: 'Sounds on' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns sounds off silently, from the keyboard too', async () => {
    window.localStorage.setItem(SOUNDS_STORAGE_KEY, 'on');
    render(<SoundToggle />);

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Sounds on' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: 'Sounds off' })).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem(SOUNDS_STORAGE_KEY)).toBeNull();
    expect(playCue).not.toHaveBeenCalled();
  });

  it('keeps every toggle on screen in step', async () => {
    render(
      <>
        <SoundToggle />
        <SoundToggle />
      </>,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Sounds off' })[0]!);
    expect(screen.getAllByRole('button', { name: 'Sounds on' })).toHaveLength(2);
  });
});
