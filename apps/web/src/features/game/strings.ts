/** Text of the round screen (game route): the letter reveal, the answers, progress, Done and STOP. */
export const GAME_STRINGS = {
  documentTitle: 'Game',
  intro: {
    letter: (letter: string) => `Letter ${letter}`,
    getReady: 'Get ready!',
    startsIn: (seconds: number) => `The round starts in ${seconds}`,
    go: 'Go!',
    categories: 'This round’s categories',
    roundTimer: 'Write one answer per category. Press Done when you have finished.',
    fastestFinger: 'Fastest Finger: fill every category, then press STOP to give the others 10 seconds.',
    redraw: 'Draw another letter',
    redrawHint: 'You are the host: once per round.',
    redrawn: 'The host drew another letter.',
  },
  answering: {
    title: 'Write your answers',
    timeToAnswer: 'Time to answer',
    lastSeconds: '10 seconds left',
    fieldsLabel: 'Your answers',
    placeholder: (letter: string) => `${letter}…`,
    addedBy: (name: string) => `added by ${name}`,
    wrongLetter: (letter: string) => `Does not start with ${letter}`,
    locked: 'Time’s up! Your answers are in.',
    saving: 'Saving…',
    saved: 'All answers saved',
    notSaved: 'Not saved yet: we keep trying.',
  },
  letterVote: {
    heading: 'Veto a letter',
    hint: 'Tap the letter you do not want. The round takes the first one nobody vetoed.',
    watching: 'The players veto the letter they do not want.',
    timeToVote: 'Time to veto',
    vetoes: (count: number) => (count === 1 ? '1 veto' : `${count} vetoes`),
    vetoLabel: (letter: string, count: number) =>
      `Veto the letter ${letter} (${count === 1 ? '1 veto' : `${count} vetoes`} so far)`,
    letterLabel: (letter: string, count: number) =>
      `Letter ${letter}: ${count === 1 ? '1 veto' : `${count} vetoes`}`,
    voted: (voted: number, players: number) => `${voted} of ${players} have vetoed`,
  },
  watching: {
    title: 'The players are writing',
    players: 'The players',
    categories: 'This round’s categories',
    answersLater: (letter: string) =>
      `Every answer starts with ${letter}. You see them all when the round is over.`,
  },
  progress: {
    heading: 'The others',
    filled: (filled: number, total: number) => `${filled}/${total}`,
    status: (name: string, filled: number, total: number, done: boolean) =>
      `${name}: ${filled} of ${total} filled${done ? ', done' : ''}`,
    done: 'done',
    left: (name: string) => `${name} left the game`,
  },
  actions: {
    done: 'Done',
    youAreDone: 'You are done. Waiting for the others…',
    stop: 'STOP',
    stopHint: 'Fill in every category to press STOP.',
  },
  stop: {
    youPressed: 'You pressed STOP!',
    pressed: (name: string) => `${name} pressed STOP!`,
    bonus: '+10 bonus points for stopping first.',
    noBonus: 'Everyone else has 10 seconds left.',
    hurry: 'Finish your answers now!',
    secondsLeft: 'seconds left',
    notice: 'STOP was pressed: finish now!',
  },
} as const;
