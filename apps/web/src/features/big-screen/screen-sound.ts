import { useSyncExternalStore } from 'react';
import { audioContextClass, playNotes, type Synth } from '@/lib/synth-notes';

/**
 * The big screen's sounds (docs/product/rules.md#big-screen): on by default there, unlike the phones, whose
 * preference (lib/sound-preference.ts, off by default) this never reads or writes. Its own choice is kept
 * under its own key, and only "off" is saved. The cues are synthesized with Web Audio like lib/sounds.ts,
 * a little louder and longer, for a room: a tick in the countdown's last seconds, a chime for each revealed
 * answer, a fanfare at the podium.
 */
export const SCREEN_SOUND_STORAGE_KEY = 'npat-big-screen-sound';

export type ScreenCue = 'tick' | 'chime' | 'fanfare';

const CUES: Record<ScreenCue, Synth> = {
  tick: { wave: 'triangle', notes: [[1046, 0, 0.07]] },
  // G5 then C6: a bright "ding" per answer.
  chime: {
    wave: 'sine',
    notes: [
      [784, 0, 0.16],
      [1046, 0.09, 0.3],
    ],
  },
  // C5 E5 G5, then a held C6.
  fanfare: {
    wave: 'triangle',
    notes: [
      [523, 0, 0.16],
      [659, 0.16, 0.16],
      [784, 0.32, 0.16],
      [1046, 0.5, 0.6],
    ],
  },
};

const VOLUME = 0.3;

/** Whether this screen plays sound: 'running' plays, 'blocked' waits for a click, 'unavailable' has no Web Audio. */
export type AudioState = 'running' | 'blocked' | 'unavailable';

const listeners = new Set<() => void>();
/** A choice storage refused (private mode): it lasts for this page only. */
let unsaved: boolean | null = null;
let context: AudioContext | null = null;

function changed(): void {
  for (const listener of [...listeners]) listener();
}

/** Whether the big screen's sound is on on this device: on unless it was turned off here. */
export function screenSoundOn(): boolean {
  if (unsaved !== null) return unsaved;
  try {
    return window.localStorage.getItem(SCREEN_SOUND_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setScreenSoundOn(on: boolean): void {
  try {
    if (on) window.localStorage.removeItem(SCREEN_SOUND_STORAGE_KEY);
    else window.localStorage.setItem(SCREEN_SOUND_STORAGE_KEY, 'off');
    unsaved = null;
  } catch {
    unsaved = on;
  }
  if (on) void startAudio();
  changed();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The page's context once there may be one: never made before a gesture, which only makes browsers warn. */
function audio(): AudioContext | null {
  if (context) return context;
  const Context = audioContextClass();
  if (!Context || !hasBeenActive()) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  context.addEventListener('statechange', changed);
  return context;
}

function hasBeenActive(): boolean {
  return typeof navigator === 'undefined' || navigator.userActivation?.hasBeenActive !== false;
}

/** Where the screen's sound stands now. */
export function audioState(): AudioState {
  if (!audioContextClass()) return 'unavailable';
  return context?.state === 'running' ? 'running' : 'blocked';
}

/** Starts the audio (call it inside a click or key press: browsers let a page play only after one). */
export async function startAudio(): Promise<void> {
  const ready = audio();
  if (!ready) return;
  try {
    if (ready.state !== 'running') await ready.resume();
  } catch {
    // Refused: the screen stays silent and keeps offering the click.
  }
  changed();
}

/** Plays `cue` when the screen's sound is on and may play; a cue that cannot play now is dropped. */
export function playScreenCue(cue: ScreenCue): void {
  if (!screenSoundOn() || context?.state !== 'running') return;
  try {
    playNotes(context, CUES[cue], VOLUME);
  } catch {
    // Web Audio refused this cue; the screen goes on silently.
  }
}

/** The screen's sound choice and where its audio stands, kept current. */
export function useScreenSound(): { on: boolean; audio: AudioState } {
  const on = useSyncExternalStore(subscribe, screenSoundOn, () => true);
  const state = useSyncExternalStore(subscribe, audioState, () => 'unavailable' as const);
  return { on, audio: state };
}

/** Forgets the page's context and any unsaved choice (tests). */
export function resetScreenSound(): void {
  context = null;
  unsaved = null;
}
