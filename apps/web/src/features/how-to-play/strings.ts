/** Every word the How To Play guide shows or announces (docs/product/screens.md#how-to-play-guide). */
export const HOW_TO_PLAY_STRINGS = {
  title: 'How To Play',
  openButton: 'How to play',
  dialogDescription: 'The rules of the game in seven short steps.',
  close: 'Close',
  carouselLabel: 'How to play, step by step',
  previous: 'Previous step',
  next: 'Next step',
  pause: 'Pause the guide',
  play: 'Play the guide',
  stepBadge: (n: number) => `Step ${n}`,
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  goToStep: (n: number, title: string) => `Step ${n}: ${title}`,
  roomRules: 'This room’s rules',
} as const;

/** The seven guide steps, in order. The animations carry no meaning the text does not already say. */
export const STEP_TEXT = {
  friends: {
    title: 'Gather your friends',
    description: 'Invite your friends to a game room with a join code. The more players, the more fun.',
  },
  categories: {
    title: 'Add two categories each',
    description: 'Every player adds two categories of their own. Each one must be unique.',
  },
  newCategory: {
    title: 'New categories join in',
    description: 'A new category is added in each odd round: rounds 1, 3, 5 and so on.',
  },
  letter: {
    title: 'A random letter',
    description: 'Each round a random letter is chosen for everyone.',
  },
  write: {
    title: 'Write your answers',
    description: 'Write 1–2 words for each category, starting with that letter. Be quick!',
  },
  scoring: {
    title: 'Score the answers',
    description: '10 points for a unique answer, 5 for an answer someone else also gave, 0 for no answer.',
  },
  winner: {
    title: 'Crown the winner',
    description: 'The player with the highest score after the last round wins.',
  },
} as const;
