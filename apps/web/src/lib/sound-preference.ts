import { useSyncExternalStore } from 'react';

/**
 * Whether the game's short sounds play: off unless the player turned them on on this device
 * (docs/decisions/029-at-the-table-wake-lock-sounds-vibration.md). Only "on" is saved; turning them off
 * forgets the choice, as the default is off.
 */
export const SOUNDS_STORAGE_KEY = 'npat-sounds';

const listeners = new Set<() => void>();
/** A choice storage refused (private mode): it lasts for this page only. */
let unsaved: boolean | null = null;

/** Whether sounds are on, as this device remembers it. */
export function soundsOn(): boolean {
  if (unsaved !== null) return unsaved;
  try {
    return window.localStorage.getItem(SOUNDS_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Turns sounds on or off and remembers it on this device; every `useSoundsOn` follows. */
export function setSoundsOn(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(SOUNDS_STORAGE_KEY, 'on');
    else window.localStorage.removeItem(SOUNDS_STORAGE_KEY);
    unsaved = null;
  } catch {
    unsaved = on;
  }
  for (const listener of [...listeners]) listener();
}

/** Calls `onChange` whenever the preference changes, here or in another tab. */
export function subscribeToSounds(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SOUNDS_STORAGE_KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether sounds are on, kept current, and the setter that turns them on or off. */
export function useSoundsOn(): [on: boolean, setOn: (on: boolean) => void] {
  const on = useSyncExternalStore(subscribeToSounds, soundsOn, () => false);
  return [on, setSoundsOn];
}
