import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOUNDS_STORAGE_KEY, soundsOn } from '@/lib/sound-preference';
import { playScreenCue, resetScreenSound, SCREEN_SOUND_STORAGE_KEY, screenSoundOn } from './screen-sound';
import { SoundControl } from './sound-control';

/** A Web Audio context as a browser makes one before any gesture: suspended until resumed. */
class SuspendedContext extends EventTarget {
  static made: SuspendedContext[] = [];
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  notes = 0;
  constructor() {
    super();
    SuspendedContext.made.push(this);
  }
  resume() {
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
    return Promise.resolve();
  }
  createOscillator() {
    this.notes += 1;
    const node = {
      type: '',
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start() {},
      stop() {},
    };
    return node;
  }
  createGain() {
    const ramp = () => {};
    return {
      gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp },
      connect: (next: unknown) => next,
    };
  }
}

/** The page's user activation, as a browser keeps it: none until the first click or key press. */
let activated = false;
const activate = () => (activated = true);

beforeEach(() => {
  localStorage.clear();
  resetScreenSound();
  SuspendedContext.made = [];
  activated = false;
  Object.defineProperty(navigator, 'userActivation', {
    configurable: true,
    get: () => ({ hasBeenActive: activated, isActive: activated }),
  });
  window.addEventListener('pointerdown', activate, true);
  window.addEventListener('keydown', activate, true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.removeEventListener('pointerdown', activate, true);
  window.removeEventListener('keydown', activate, true);
  delete (navigator as { userActivation?: unknown }).userActivation;
});

describe('the big screen’s sound', () => {
  it('is on by default there, while the phones’ sounds stay off', () => {
    expect(screenSoundOn()).toBe(true);
    expect(soundsOn()).toBe(false);
  });

  it('keeps its own choice, apart from the phones’ preference', async () => {
    render(<SoundControl />);
    await userEvent.click(screen.getByRole('button', { name: 'Sound on' }));

    expect(screen.getByRole('button', { name: 'Sound off' })).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(SCREEN_SOUND_STORAGE_KEY)).toBe('off');
    expect(localStorage.getItem(SOUNDS_STORAGE_KEY)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Sound off' }));
    expect(screenSoundOn()).toBe(true);
    expect(localStorage.getItem(SCREEN_SOUND_STORAGE_KEY)).toBeNull();
  });

  it('offers “Click for sound” while the browser holds the audio back, and plays once it is clicked', async () => {
    vi.stubGlobal('AudioContext', SuspendedContext);
    render(<SoundControl />);
    const click = await screen.findByRole('button', { name: 'Click for sound' });
    // No context before a gesture (browsers would only warn), so no sound either.
    playScreenCue('chime');
    expect(SuspendedContext.made).toHaveLength(0);

    await userEvent.click(click);
    expect(screen.queryByRole('button', { name: 'Click for sound' })).not.toBeInTheDocument();
    playScreenCue('chime');
    expect(SuspendedContext.made).toHaveLength(1);
    expect(SuspendedContext.made[0]?.notes).toBe(2);
  });

  it('starts with the first click or key press anywhere on the page', async () => {
    vi.stubGlobal('AudioContext', SuspendedContext);
    render(<SoundControl />);
    await screen.findByRole('button', { name: 'Click for sound' });
    await userEvent.keyboard('{Shift}');
    expect(screen.queryByRole('button', { name: 'Click for sound' })).not.toBeInTheDocument();
    expect(SuspendedContext.made[0]?.state).toBe('running');
  });

  it('plays nothing once turned off', async () => {
    vi.stubGlobal('AudioContext', SuspendedContext);
    render(<SoundControl />);
    await userEvent.click(await screen.findByRole('button', { name: 'Click for sound' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sound on' }));
    playScreenCue('fanfare');
    expect(SuspendedContext.made[0]?.notes).toBe(0);
  });
});
