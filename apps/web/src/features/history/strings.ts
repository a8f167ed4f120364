/** Text of the history page (registered players' past games). */
export const HISTORY_STRINGS = {
  documentTitle: 'Your games',
  title: 'Your games',
  intro: 'Every game you finished, newest first.',
  empty: 'No finished games yet. Play one, and it shows up here.',
  back: 'Back home',
  playedOn: (date: string) => `Played ${date}`,
  players: (count: number) => `${count} players`,
  rounds: (count: number) => (count === 1 ? '1 round' : `${count} rounds`),
  winner: (names: string) => `Winner: ${names}`,
  yourPlace: (place: string) => `You: ${place}`,
  show: 'Show the tables',
  hide: 'Hide the tables',
  ranking: 'Ranking',
  everyRound: 'Every round',
} as const;
