import type { EndMode } from '@npat/protocol';

/** Text of the room settings fields, shared by game creation and the lobby's settings dialog. */
export const SETTINGS_STRINGS = {
  rounds: 'Rounds',
  fewerRounds: 'Fewer rounds',
  moreRounds: 'More rounds',
  roundTime: 'Time per round',
  roundTimeValue: (seconds: number) => `${seconds} s`,
  roundTimeSpoken: (seconds: number) => `${seconds} seconds`,
  roundTimeHint: 'Each extra category adds 10 seconds.',
  endMode: 'How a round ends',
  endModes: {
    'Round Timer': 'Everyone writes until the time is up, or until all are done.',
    'Fastest Finger': 'The first to fill every category can stop the round; the rest get 10 more seconds.',
  } satisfies Record<EndMode, string>,
  defaultCategories: 'Categories',
  defaultCategoriesHint: (chosen: number, needed: number) =>
    `Choose ${needed}: ${chosen} of ${needed} chosen.`,
  maxPlayers: 'Players',
  maxPlayersValue: (count: number) => `up to ${count}`,
  fewerPlayers: 'Fewer players',
  morePlayers: 'More players',
  letters: 'Letters',
  lettersChoice: { all: 'All letters', easy: 'No hard letters', custom: 'Choose letters' },
  lettersDetail: {
    all: () => 'A to Z.',
    easy: (hard: readonly string[]) => `Without ${hard.join(' ')}.`,
    custom: () => 'Tap letters to leave them out.',
  },
  lettersKeyboard: 'Letters to play',
  lettersHint: (count: number) =>
    `${count} ${count === 1 ? 'letter' : 'letters'} in play; never the same one twice.`,
  houseRules: 'House rules',
  houseRulesHint: 'Classic scoring: 10 for a unique answer, 5 for a shared one, 0 for none.',
  houseRule: {
    onlyAnswerDoubles: {
      title: '20 for the only answer',
      detail: 'When nobody else has a valid answer in a category, yours scores 20.',
    },
    sharedAnswerZero: {
      title: 'Shared answers score 0',
      detail: 'An answer someone else also gave scores nothing instead of 5.',
    },
  },
} as const;
