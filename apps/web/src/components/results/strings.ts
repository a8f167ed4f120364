/** Text of the score tables shared by the scoring, result and history screens. */
export const RESULTS_STRINGS = {
  verdict: {
    only: 'Only answer',
    unique: 'Unique',
    shared: 'Shared',
    empty: 'No answer',
    wrongLetter: 'Wrong letter',
    rejected: 'Rejected',
  },
  /** After the verdict of an answer voted creative (its points include the bonus). */
  creative: '+ creative',
  points: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
  table: {
    caption: (round: number, letter: string) => `Round ${round} · Letter ${letter}`,
    player: 'Player',
    bonus: 'STOP bonus',
    bonusLine: (points: number) => `+${points} STOP bonus`,
    total: 'Round total',
    noAnswer: '—',
    noAnswerLabel: 'no answer',
    scrollHint: 'Scroll sideways for every category',
  },
  ranking: {
    heading: 'Ranking',
    place: (place: number) => `${place}${ordinalSuffix(place)}`,
    total: (points: number) => `${points} pts`,
    totalLabel: (points: number) => `${points} points`,
    tie: 'tie',
    you: '(you)',
  },
} as const;

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
function ordinalSuffix(place: number): string {
  const lastTwo = place % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return { 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th';
}
