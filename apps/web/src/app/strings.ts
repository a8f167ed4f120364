/** Text of the app shell: header, footer and the error screen (seed-spec §2, verbatim where it names it). */
export const APP_STRINGS = {
  appName: 'Name Place Animal Thing',
  homeLink: 'Name Place Animal Thing, home',
  skipToContent: 'Skip to main content',
  footerNav: 'Site',
  credits: 'Credits',
  terms: 'Terms',
  privacy: 'Privacy',
  logout: 'Logout',
  tagline: 'The classic word game, for friends near and far.',
  error: {
    title: 'An error occurred!',
    message: 'Something went wrong!',
    notFoundTitle: 'Not found!',
    notFoundMessage: 'Could not find resource or page.',
    home: 'Home',
    retry: 'Retry',
    documentTitle: 'Oops',
  },
} as const;

/** The browser tab title of a screen. */
export function documentTitle(screen?: string): string {
  return screen ? `${screen} · ${APP_STRINGS.appName}` : APP_STRINGS.appName;
}
