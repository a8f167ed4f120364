/**
 * Text of the app shell: header, footer and the error screen (the wording that must stay as it is:
 * docs/product/messages.md#screen-text).
 */
export const APP_STRINGS = {
  appName: 'Name Place Animal Thing',
  homeLink: 'Name Place Animal Thing, home',
  skipToContent: 'Skip to main content',
  footerNav: 'Site',
  credits: 'Credits',
  terms: 'Terms',
  privacy: 'Privacy',
  logout: 'Logout',
  /** Logout asks first in a room: what the player loses (docs/product/identity.md#signing-out). */
  logoutInRoom: {
    gameTitle: 'Log out and leave the game?',
    lobbyTitle: 'Log out and leave the room?',
    gameGuest:
      'You play as a guest: logging out deletes your guest profile, and you cannot come back into this game. Your points so far stay on the board.',
    gameAccount:
      'You leave this game and cannot come back into it; your points so far stay on the board. You can sign in again later.',
    lobbyGuest: 'You play as a guest: logging out deletes your guest profile, and you leave this room.',
    lobbyAccount: 'You leave this room. You can sign in again later.',
    stay: 'Stay',
  },
  tagline: 'The classic word game, for friends near and far.',
  /** The way back into a game the player closed the tab on (docs/decisions/027). */
  runningGame: {
    title: 'Your game is still on',
    detail: (round: number, rounds: number) => `Round ${round} of ${rounds}: the others are playing.`,
    rejoin: 'Rejoin',
  },
  error: {
    title: 'An error occurred!',
    message: 'Something went wrong!',
    notFoundTitle: 'Not found!',
    notFoundMessage: 'Could not find resource or page.',
    home: 'Home',
    retry: 'Retry',
    documentTitle: 'Oops',
  },
  offline: {
    title: 'You are offline',
    message: 'The game needs the internet. Check your connection; this page tries again once you are back.',
    retry: 'Try again',
    documentTitle: 'Offline',
  },
  /** The secondary toaster (app/secondary-toaster.tsx): its landmark, the word read before each toast, its close. */
  notifications: {
    region: 'Notifications (F8)',
    announcePrefix: 'Notification',
    close: 'Close notification',
  },
  update: {
    title: 'A new version is ready',
    description: 'It loads when you next change pages.',
    reload: 'Reload',
  },
} as const;

/** The browser tab title of a screen. */
export function documentTitle(screen?: string): string {
  return screen ? `${screen} · ${APP_STRINGS.appName}` : APP_STRINGS.appName;
}
