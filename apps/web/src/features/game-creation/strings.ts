/** Text of the game creation screen. */
export const GAME_CREATION_STRINGS = {
  documentTitle: 'Create a game',
  title: 'Create a game',
  comingNext: 'Rounds, time and categories are set here: the settings arrive with the next update.',
  back: 'Back home',
} as const;
