/** Text of the game creation screen; validation messages come from @npat/protocol. */
export const GAME_CREATION_STRINGS = {
  documentTitle: 'Create a game',
  title: 'Create a game',
  intro: 'Set up the rounds, pick the categories, and add two of your own.',
  yourCategories: 'Your two categories',
  yourCategoriesHint: 'Everyone adds two; one joins the game in rounds 1, 3, 5 and so on.',
  customCategory1: 'Category 1',
  customCategory2: 'Category 2',
  customCategoryPlaceholder1: 'e.g. Fruit',
  customCategoryPlaceholder2: 'e.g. Movie',
  create: 'Create game',
  createFailed: 'Could not create the game. Please try again.',
  back: 'Back home',
} as const;
