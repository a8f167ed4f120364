/** Text of the room screens that issue 5 fills in (game, scoring, result). */
export const GAME_ROOM_STRINGS = {
  gameTitle: 'Game',
  scoringTitle: 'Scoring',
  resultTitle: 'Results',
} as const;
