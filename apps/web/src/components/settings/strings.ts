import type { CategoryGroupId, EndMode } from '@npat/protocol';

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
  defaultCategoriesIntro: 'Every round plays the categories you pick here.',
  defaultCategoriesHint: (chosen: number, min: number, max: number) => `${chosen} of ${min}–${max} chosen.`,
  /** The library's groups (ids in @npat/protocol's CATEGORY_GROUP_IDS), in their order. */
  categoryGroups: {
    classic: 'Classic',
    geography: 'Geography',
    nature: 'Nature',
    culture: 'Culture',
    food: 'Food & drink',
    people: 'People',
    silly: 'Just for fun',
  } satisfies Record<CategoryGroupId, string>,
  /** How many of a group's categories are chosen, beside its heading (read out with it). */
  groupChosen: (count: number) => (count === 0 ? 'none chosen' : `${count} chosen`),
  ownCategories: 'Players add their own two categories',
  ownCategoriesDetail: 'Each player brings two; one of them joins the game in rounds 1, 3, 5 and so on.',
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
    creativeBonus: {
      title: 'Creative bonus',
      detail: 'In the review, vote for creative answers: +5 when most of the others agree.',
    },
    letterVote: {
      title: 'Letter by vote',
      detail: 'Before each round, everyone may veto one of three letters.',
    },
    lateJoin: {
      title: 'Late friends can join',
      detail: 'Someone who arrives after the start watches, then plays from the next round.',
    },
  },
} as const;
