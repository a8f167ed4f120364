import { soundsOn } from './sound-preference';
import { audioContextClass, playNotes, type Synth } from './synth-notes';

/**
 * The game's short cues, synthesized with the Web Audio API (no audio files to download): a chime when the
 * letter lands, two ticks at 10 seconds left, a falling tone on STOP, and a blip when sounds are turned on.
 * Each is a few soft oscillator notes, at most about 300 ms. Nothing plays while sounds are off
 * (sound-preference.ts) or where Web Audio is missing.
 */
export type Cue = 'letter' | 'tenSeconds' | 'stop' | 'on';

const CUES: Record<Cue, Synth> = {
  // E5 then B5: bright, rising.
  letter: {
    wave: 'sine',
    notes: [
      [659, 0, 0.12],
      [988, 0.1, 0.2],
    ],
  },
  tenSeconds: {
    wave: 'triangle',
    notes: [
      [880, 0, 0.08],
      [880, 0.15, 0.08],
    ],
  },
  // D5 falling to G4: firmer, unmistakably the end.
  stop: {
    wave: 'triangle',
    notes: [
      [587, 0, 0.14],
      [392, 0.12, 0.2],
    ],
  },
  on: { wave: 'sine', notes: [[784, 0, 0.12]] },
};

/** Peak gain: gentle, under whatever the phone's volume is. */
const VOLUME = 0.2;
/** A cue waits this long at most for a suspended context to start; later it would be out of place. */
const STALE_MS = 500;
/** The events that let a page start audio (user activation), on phones and desktops alike. */
const GESTURES = ['pointerup', 'touchend', 'keydown', 'click'] as const;

let context: AudioContext | null = null;
let waitingForGesture = false;

/** The page's one AudioContext, made on first use; null where Web Audio is missing or refused. */
function audio(): AudioContext | null {
  if (context) return context;
  const Context = audioContextClass();
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

/**
 * A context made without a gesture starts suspended (autoplay rules; iOS needs the gesture itself): the next
 * tap, click or key press starts it, so the later cues are heard.
 */
function startOnNextGesture(): void {
  if (waitingForGesture) return;
  waitingForGesture = true;
  const start = () => {
    if (!soundsOn()) return;
    const ready = audio();
    if (ready && ready.state !== 'running') ready.resume().catch(() => {});
    for (const type of GESTURES) window.removeEventListener(type, start, true);
    waitingForGesture = false;
  };
  for (const type of GESTURES) window.addEventListener(type, start, { capture: true, passive: true });
}

function schedule(ready: AudioContext, cue: Cue): void {
  playNotes(ready, CUES[cue], VOLUME);
}

/** Plays `cue` when sounds are on on this device; otherwise, or without Web Audio, does nothing. */
export function playCue(cue: Cue): void {
  if (!soundsOn()) return;
  // Before the player's first gesture a context could not start (and browsers warn): wait for one.
  if (typeof navigator !== 'undefined' && navigator.userActivation?.hasBeenActive === false) {
    startOnNextGesture();
    return;
  }
  const ready = audio();
  if (!ready) return;
  try {
    if (ready.state === 'running') {
      schedule(ready, cue);
      return;
    }
    // Just made, or suspended: play once it starts, unless that takes too long (no gesture yet).
    const asked = Date.now();
    ready
      .resume()
      .then(() => {
        if (Date.now() - asked < STALE_MS) schedule(ready, cue);
      })
      .catch(() => {});
    startOnNextGesture();
  } catch {
    // Web Audio refused this cue; the game goes on silently.
  }
}
