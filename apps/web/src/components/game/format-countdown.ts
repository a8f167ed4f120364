/** The last seconds of a countdown, shown in red with a word (never colour alone). */
export const URGENT_SECONDS = 10;

/** Whole seconds left, rounded up: 0.2 s left still shows 1, and 0 means time is up. */
export function secondsLeft(msLeft: number): number {
  return Math.max(0, Math.ceil(msLeft / 1000));
}

/** A countdown as players read it: '1:05' from a minute on, plain seconds ('42', '9') below. */
export function formatCountdown(msLeft: number): string {
  const seconds = secondsLeft(msLeft);
  if (seconds < 60) return String(seconds);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whether a countdown is in its last seconds. */
export function isUrgent(msLeft: number): boolean {
  return secondsLeft(msLeft) <= URGENT_SECONDS;
}

/** How much of the counted time is left, from 1 (all of it) to 0: how far the ring is still drawn. */
export function shareLeft(msLeft: number, startsAt: number, endsAt: number): number {
  return Math.min(1, Math.max(0, msLeft) / Math.max(1, endsAt - startsAt));
}
