// The window sizes the browser tests use, apart from screens.ts so that playwright.config.ts can read them.

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;
/** The narrowest phone every screen must fit without scrolling sideways. */
export const NARROW = { width: 360, height: 780 } as const;
/** A small phone's window, for looking at a screen as most of its players see it. */
export const SMALL_PHONE = { width: 360, height: 740 } as const;
/** A phone with its on-screen keyboard open: what is left of the window above the keyboard. */
export const PHONE_WITH_KEYBOARD = { width: 390, height: 420 } as const;
