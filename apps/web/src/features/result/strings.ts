/** Text of the final results (result route). */
export const RESULT_STRINGS = {
  documentTitle: 'Results',
  title: 'Final results',
  winner: (names: string) => `${names} wins!`,
  winners: (names: string) => `${names} win!`,
  podium: 'Podium',
  place: (place: number) => ['1st', '2nd', '3rd'][place - 1] ?? `${place}th`,
  points: (points: number) => `${points} pts`,
  pointsLabel: (points: number) => `${points} points`,
  ranking: 'Ranking',
  rounds: 'Every round',
  playAgain: 'Play again',
  home: 'Home',
  invite: {
    title: 'A new game is waiting!',
    text: 'Someone started a new lobby with the same settings.',
    join: 'Join',
    joinLabel: 'Join the new game',
  },
} as const;
