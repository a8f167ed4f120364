/** Text shown by the shared helpers in lib (the socket's intents, the clipboard). */
export const LIB_STRINGS = {
  noAnswer: 'The server did not answer in time.',
  noAnswerDetail: 'Check your connection, then try again.',
  tryAgain: 'Try again',
  badAnswer: 'Unexpected answer from the server',
  copySelected: 'Selected. Copy it with your device’s copy command.',
  newHost: (name: string) => `${name} is now the host.`,
  youAreHost: {
    lobby: 'You are now the host: you can change the settings and start the game.',
    game: 'You are now the host: you can move the game on with Continue and Next round.',
    results: 'You are now the host.',
  },
} as const;
