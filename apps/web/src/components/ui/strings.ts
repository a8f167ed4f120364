/** Text used by the shared UI primitives. */
export const UI_STRINGS = {
  loading: 'Loading…',
  close: 'Close',
} as const;
