/**
 * The category library (docs/product/rules.md#category-library): every category the host can pick as the
 * fixed set every round plays. Ids are stored in rooms, so an id never changes or goes; titles may be
 * reworded. The screens name the groups (their words live in the web app); the groups' order is theirs.
 */
export const CATEGORY_GROUP_IDS = [
  'classic',
  'geography',
  'nature',
  'culture',
  'food',
  'people',
  'silly',
] as const;

export type CategoryGroupId = (typeof CATEGORY_GROUP_IDS)[number];

/**
 * In groups, in the groups' order, with the English titles (every other game language has its own in
 * languages/). The classic group starts with the six categories of the first version
 * (same ids, same titles), so every room stored before the library stays valid. No title is part of
 * another (a test keeps it so): a browser test that picks a chip by its title finds exactly one.
 */
export const CATEGORY_LIBRARY = [
  { id: 'name', title: 'Name', group: 'classic' },
  { id: 'place', title: 'Place', group: 'classic' },
  { id: 'animal', title: 'Animal', group: 'classic' },
  { id: 'thing', title: 'Thing', group: 'classic' },
  { id: 'occupations', title: 'Occupations', group: 'classic' },
  { id: 'technology', title: 'Technology', group: 'classic' },
  { id: 'colours', title: 'Colours', group: 'classic' },
  { id: 'brands', title: 'Brands', group: 'classic' },

  { id: 'countries', title: 'Countries', group: 'geography' },
  { id: 'capital-cities', title: 'Capital cities', group: 'geography' },
  { id: 'rivers', title: 'Rivers', group: 'geography' },
  { id: 'mountains', title: 'Mountains', group: 'geography' },
  { id: 'islands', title: 'Islands', group: 'geography' },
  { id: 'landmarks', title: 'Landmarks', group: 'geography' },
  { id: 'languages', title: 'Languages', group: 'geography' },
  // Added for the game languages: Stadt, Ville, Città and Şehir are classics of their own.
  { id: 'city', title: 'City', group: 'geography' },

  { id: 'flowers', title: 'Flowers', group: 'nature' },
  { id: 'trees', title: 'Trees', group: 'nature' },
  { id: 'birds', title: 'Birds', group: 'nature' },
  { id: 'insects', title: 'Insects', group: 'nature' },
  { id: 'sea-creatures', title: 'Sea creatures', group: 'nature' },
  { id: 'dog-breeds', title: 'Dog breeds', group: 'nature' },
  { id: 'gemstones', title: 'Gemstones', group: 'nature' },
  { id: 'weather', title: 'Weather', group: 'nature' },
  // Added for the game languages: Turkish İsim Şehir Hayvan plays Bitki.
  { id: 'plants', title: 'Plants', group: 'nature' },

  { id: 'films', title: 'Films', group: 'culture' },
  { id: 'tv-shows', title: 'TV shows', group: 'culture' },
  { id: 'songs', title: 'Songs', group: 'culture' },
  { id: 'books', title: 'Books', group: 'culture' },
  { id: 'instruments', title: 'Instruments', group: 'culture' },
  { id: 'sports', title: 'Sports', group: 'culture' },
  { id: 'board-games', title: 'Board games', group: 'culture' },

  { id: 'fruit', title: 'Fruit', group: 'food' },
  { id: 'vegetables', title: 'Vegetables', group: 'food' },
  { id: 'desserts', title: 'Desserts', group: 'food' },
  { id: 'drinks', title: 'Drinks', group: 'food' },
  { id: 'herbs-spices', title: 'Herbs & spices', group: 'food' },
  { id: 'snacks', title: 'Snacks', group: 'food' },
  { id: 'pizza-toppings', title: 'Pizza toppings', group: 'food' },

  { id: 'famous-people', title: 'Famous people', group: 'people' },
  { id: 'singers', title: 'Singers', group: 'people' },
  { id: 'athletes', title: 'Athletes', group: 'people' },
  { id: 'superheroes', title: 'Superheroes', group: 'people' },
  { id: 'authors', title: 'Authors', group: 'people' },
  { id: 'historical-figures', title: 'Historical figures', group: 'people' },
  { id: 'fictional-characters', title: 'Fictional characters', group: 'people' },

  { id: 'reasons-to-be-late', title: 'Reasons to be late', group: 'silly' },
  { id: 'found-in-a-fridge', title: 'Found in a fridge', group: 'silly' },
  { id: 'found-in-a-handbag', title: 'Found in a handbag', group: 'silly' },
  { id: 'bad-gift-ideas', title: 'Bad gift ideas', group: 'silly' },
  { id: 'dance-moves', title: 'Dance moves', group: 'silly' },
  { id: 'superpowers', title: 'Superpowers', group: 'silly' },
  { id: 'ways-to-say-hello', title: 'Ways to say hello', group: 'silly' },
  { id: 'made-up-words', title: 'Made-up words', group: 'silly' },
] as const satisfies readonly { id: string; title: string; group: CategoryGroupId }[];

/** A category of the library, its title in one game language (see `libraryCategories`). */
export interface LibraryCategory {
  readonly id: LibraryCategoryId;
  readonly title: string;
  readonly group: CategoryGroupId;
}

export type LibraryCategoryId = (typeof CATEGORY_LIBRARY)[number]['id'];

export const CATEGORY_LIBRARY_IDS = CATEGORY_LIBRARY.map((category) => category.id) as [
  LibraryCategoryId,
  ...LibraryCategoryId[],
];
