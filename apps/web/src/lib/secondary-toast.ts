/**
 * The seed's second toaster (docs/product/screens.md#toasts), kept apart from sonner's: the store behind
 * it, as the original app's toast hook had it. Only the records live here; the Radix toaster that shows them
 * (app/secondary-toaster.tsx) loads when the first toast is raised, so none of it weighs on the first screen.
 */
import { useSyncExternalStore } from 'react';

/** One toast at a time: a new one replaces the one showing. */
export const SECONDARY_TOAST_LIMIT = 1;

/**
 * How long a dismissed toast's record is kept before it is forgotten: the seed's 1,000,000 ms, copied from
 * the original hook. Harmless: Radix has already taken a closed toast off the screen, and a new toast
 * replaces the record at once.
 */
export const SECONDARY_TOAST_REMOVE_DELAY_MS = 1_000_000;

export type SecondaryToastVariant = 'default' | 'destructive';

export type SecondaryToastOptions = {
  title: string;
  description?: string;
  variant?: SecondaryToastVariant;
};

export type SecondaryToastRecord = SecondaryToastOptions & {
  id: number;
  /** False once dismissed (closed by the player, swiped, or timed out) and until the record is removed. */
  open: boolean;
};

let records: readonly SecondaryToastRecord[] = [];
let requested = false;
let lastId = 0;
const listeners = new Set<() => void>();
const removals = new Map<number, ReturnType<typeof setTimeout>>();

function update(next: readonly SecondaryToastRecord[]): void {
  records = next;
  for (const listener of listeners) listener();
}

function forget(id: number): void {
  clearTimeout(removals.get(id));
  removals.delete(id);
}

function scheduleRemoval(id: number): void {
  if (removals.has(id)) return;
  const timer = setTimeout(() => {
    removals.delete(id);
    update(records.filter((record) => record.id !== id));
  }, SECONDARY_TOAST_REMOVE_DELAY_MS);
  removals.set(id, timer);
}

/** Shows a toast in the secondary toaster, replacing the one showing; returns its id for `dismiss`. */
export function secondaryToast(options: SecondaryToastOptions): number {
  const id = ++lastId;
  const kept = [{ ...options, id, open: true }, ...records].slice(0, SECONDARY_TOAST_LIMIT);
  // A replaced record is gone at once, so its pending removal has nothing left to remove.
  for (const record of records) if (!kept.includes(record)) forget(record.id);
  requested = true;
  update(kept);
  return id;
}

/** Closes one toast, or every toast without an id; the records go after the remove delay. */
export function dismissSecondaryToast(id?: number): void {
  const closing = records.filter((record) => record.open && (id === undefined || record.id === id));
  if (closing.length === 0) return;
  for (const record of closing) scheduleRemoval(record.id);
  update(records.map((record) => (closing.includes(record) ? { ...record, open: false } : record)));
}

/** The current records, newest first; the same array until something changes (for useSyncExternalStore). */
export function secondaryToasts(): readonly SecondaryToastRecord[] {
  return records;
}

/** Whether any secondary toast was raised yet: the lazy toaster mounts from then on. */
export function secondaryToastRequested(): boolean {
  return requested;
}

export function subscribeSecondaryToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a secondary toast is on screen (not yet dismissed). */
export function secondaryToastShowing(): boolean {
  return records.some((record) => record.open);
}

/** The seed's key for reaching the toasts from the keyboard. */
export const TOAST_HOTKEY = ['F8'];
const NO_HOTKEY: string[] = [];

/**
 * Which toaster answers F8. Both listen for it on the document and move focus to their list, so with both
 * listening the later listener would win, in whatever order the two happened to mount; and Radix's viewport
 * takes focus even with no toast in it. So F8 is the secondary toaster's while it shows a toast (the newer,
 * destructive notice), sonner's otherwise. An empty hotkey switches either off (sonner 2.0.8 checks it).
 */
export function useToastHotkeys(): { main: string[]; secondary: string[] } {
  const secondaryShowing = useSyncExternalStore(subscribeSecondaryToasts, secondaryToastShowing);
  return secondaryShowing
    ? { main: NO_HOTKEY, secondary: TOAST_HOTKEY }
    : { main: TOAST_HOTKEY, secondary: NO_HOTKEY };
}
