/** Text of the credits screen. */
export const CREDITS_STRINGS = {
  documentTitle: 'Credits',
  title: 'CREDITS',
  intro: 'This game is built on the generous work of others. Thank you!',
  by: 'by',
  opensInNewTab: '(opens in a new tab)',
  ownWork:
    'The sunburst background, the logo and the How To Play animations are our own work, made for this project.',
} as const;
