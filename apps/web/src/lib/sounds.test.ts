import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOUNDS_STORAGE_KEY } from './sound-preference';

/** A stand-in for Web Audio: records the oscillators a cue starts, and starts running or suspended. */
function fakeAudioContext(state: AudioContextState = 'running') {
  const started: number[] = [];
  const node = () => ({ connect: vi.fn((next: unknown) => next) });
  const param = () => ({
    value: 0,
    setValueAtTime: vi.fn(),
    exponentialRampToValueAtTime: vi.fn(),
  });
  class FakeAudioContext {
    state = state;
    currentTime = 0;
    destination = {};
    resume = vi.fn(async () => {
      this.state = 'running';
    });
    createGain = () => ({ ...node(), gain: param() });
    createOscillator = () => {
      const oscillator = {
        ...node(),
        type: 'sine',
        frequency: param(),
        start: vi.fn(() => started.push(oscillator.frequency.value)),
        stop: vi.fn(),
      };
      return oscillator;
    };
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return { started };
}

// Each test gets a fresh module: the page's one AudioContext is made on first use and kept.
async function freshSounds() {
  vi.resetModules();
  return import('./sounds');
}

beforeEach(() => window.localStorage.setItem(SOUNDS_STORAGE_KEY, 'on'));

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('playCue', () => {
  it('plays a short cue of a few notes when sounds are on', async () => {
    const { started } = fakeAudioContext();
    const { playCue } = await freshSounds();
    playCue('letter');
    expect(started.length).toBeGreaterThan(0);
    playCue('tenSeconds');
    playCue('stop');
    expect(started.length).toBeGreaterThanOrEqual(3);
  });

  it('plays nothing when sounds are off', async () => {
    window.localStorage.clear();
    const { started } = fakeAudioContext();
    const { playCue } = await freshSounds();
    playCue('letter');
    playCue('stop');
    expect(started).toEqual([]);
  });

  it('starts a suspended context and plays once it runs', async () => {
    const { started } = fakeAudioContext('suspended');
    const { playCue } = await freshSounds();
    playCue('on');
    expect(started).toEqual([]);
    await vi.waitFor(() => expect(started).toHaveLength(1));
  });

  it('waits for the player’s first gesture before starting audio', async () => {
    const made = vi.fn();
    const { started } = fakeAudioContext('suspended');
    const Real = globalThis.AudioContext as unknown as new () => AudioContext;
    vi.stubGlobal(
      'AudioContext',
      class extends Real {
        constructor() {
          super();
          made();
        }
      },
    );
    const activation = { hasBeenActive: false };
    Object.defineProperty(navigator, 'userActivation', { value: activation, configurable: true });
    try {
      const { playCue } = await freshSounds();
      playCue('letter');
      expect(made).not.toHaveBeenCalled();

      activation.hasBeenActive = true;
      window.dispatchEvent(new Event('pointerup'));
      expect(made).toHaveBeenCalledOnce();
      playCue('stop');
      await vi.waitFor(() => expect(started).toHaveLength(2));
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('does nothing, and does not throw, where Web Audio is missing', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { playCue } = await freshSounds();
    expect(() => playCue('stop')).not.toThrow();
  });

  it('does not throw when the browser refuses to make a context', async () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new DOMException('Too many contexts', 'NotSupportedError');
        }
      },
    );
    const { playCue } = await freshSounds();
    expect(() => playCue('letter')).not.toThrow();
  });
});
