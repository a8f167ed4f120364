/** Text shown by the shared helpers in lib (the socket's intents, the clipboard, a room's rules). */
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
  /** The sentences of a room's rules (room-rules.ts), each one short and whole on its own. */
  rules: {
    roundsAndTime: (rounds: number, seconds: number, extraSeconds: number, baseCategories: number) =>
      `${rounds} ${rounds === 1 ? 'round' : 'rounds'} of ${seconds} seconds; ${extraSeconds} s more per category beyond ${baseCategories}.`,
    roundTimer: 'Round Timer: a round ends when the time is up or everyone is done.',
    fastestFinger: (countdownSeconds: number, bonus: number) =>
      `Fastest Finger: whoever fills every category may press STOP; the others get ${countdownSeconds} more seconds, and the first to stop earns ${bonus} bonus points.`,
    classicScoring: (unique: number, shared: number, none: number) =>
      `Classic scoring: ${unique} points for a unique answer, ${shared} for a shared one, ${none} for none.`,
    onlyAnswerDoubles: (points: number, instead: number) =>
      `House rule: ${points} points when you are the only one with an answer in a category, instead of ${instead}.`,
    sharedAnswerZero: (points: number, instead: number) =>
      `House rule: a shared answer scores ${points} instead of ${instead}.`,
    creativeBonus: (points: number) =>
      `House rule: +${points} for an answer most of the other players vote creative.`,
    fixedCategories: (count: number) => `${count} fixed categories in every round.`,
    ownCategoriesOn:
      'Everyone adds two categories of their own, and one of them joins the game in rounds 1, 3, 5, …',
    ownCategoriesOff: 'Nobody adds categories of their own: only the fixed ones are played.',
    allLetters: (count: number) => `Letters: any of all ${count}.`,
    easyLetters: (left: readonly string[]) => `Letters: no hard letters (${left.join(' ')} are left out).`,
    chosenLetters: (letters: readonly string[]) => `Letters: only these: ${letters.join(' ')}.`,
    letterVote: (offered: number, seconds: number) =>
      `Letter by vote: before each round, everyone has ${seconds} seconds to veto one of ${offered} letters; the first letter nobody vetoed is played.`,
    lateJoinOn: 'Friends who arrive late can watch and play from the next round.',
    lateJoinOff: 'Latecomers can only watch.',
  },
} as const;
