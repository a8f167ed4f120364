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
  /** The game ended before its last round because everyone else left (docs/product/rules.md#leaving). */
  endedEarly: (played: number, rounds: number) =>
    played === 0
      ? 'Everyone else left before a round was scored, so the game ended here.'
      : `Everyone else left, so the game ended after ${played} of ${rounds} rounds.`,
  /** The host ended the game before its last round (docs/product/rules.md#host). */
  endedByHost: (played: number, rounds: number) =>
    played === 0
      ? 'The host ended the game before a round was scored.'
      : `The host ended the game after ${played} of ${rounds} rounds.`,
  /** No round was scored: nobody won anything. */
  noWinner: 'No round was scored, so nobody wins this time.',
  playAgain: 'Play again',
  home: 'Home',
  invite: {
    title: 'A new game is waiting!',
    text: 'Someone started a new lobby with the same settings.',
    textBy: (host: string) => `${host} started a new lobby with the same settings.`,
    join: 'Join',
    joinLabel: 'Join the new game',
  },
} as const;
