/**
 * Cues synthesized with the Web Audio API (no audio files to download), shared by the phones' sounds
 * (sounds.ts) and the big screen's (features/big-screen/screen-sound.ts): a few oscillator notes each.
 */

/** One note: its pitch in Hz, when it starts and how long it lasts, in seconds from the cue's start. */
export type Note = readonly [hz: number, at: number, length: number];

/** A cue's sound: one wave shape for all its notes. */
export interface Synth {
  readonly wave: OscillatorType;
  readonly notes: readonly Note[];
}

export type AudioContextClass = typeof AudioContext;

/** The browser's AudioContext (Safari's prefixed one where that is all it has); undefined without Web Audio. */
export function audioContextClass(): AudioContextClass | undefined {
  return (
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext
  );
}

/** Schedules `synth`'s notes on `context` from now, peaking at `volume`. */
export function playNotes(context: AudioContext, { wave, notes }: Synth, volume: number): void {
  const start = context.currentTime;
  for (const [hz, at, length] of notes) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = wave;
    oscillator.frequency.value = hz;
    // A quick fade in and a soft fade out, so no note clicks.
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(volume, start + at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + at);
    oscillator.stop(start + at + length + 0.02);
  }
}
