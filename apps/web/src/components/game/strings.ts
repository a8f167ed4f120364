/** Text of the game's shared pieces (timer, letter, round header, leaving). */
export const GAME_UI_STRINGS = {
  letter: 'Letter',
  round: (number: number, of: number) => `Round ${number} of ${of}`,
  roundShort: 'Round',
  timerLabel: (what: string, seconds: number) =>
    `${what}: ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
  timeLeft: 'left',
  hurry: 'Hurry!',
  away: 'away',
  host: 'Host',
  you: '(you)',
  reconnecting: 'Connection lost. Reconnecting…',
  sounds: { on: 'Sounds on', off: 'Sounds off' },
  leave: {
    leave: 'Leave game',
    title: 'Leave this game?',
    description: 'Your points so far stay on the board, but you cannot come back into this game.',
    confirm: 'Leave game',
    cancel: 'Stay',
  },
} as const;
