import type { LanguageData } from './language-data.ts';

const A_TO_Z = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/**
 * German, as Stadt Land Fluss is played. Ä, Ö and Ü can be drawn (they come after Z, as on the cards of
 * many boxed editions), but a German dictionary files them under A, O and U, so they are no letters of
 * their own: "Äpfel" counts for A, "Müller" and "Muller" are one answer, and so is "Mueller". ß (and capital
 * ẞ) compares as ss.
 */
export const DE = {
  code: 'de',
  name: 'Deutsch',
  caseLocale: 'de',
  alphabet: [...A_TO_Z, 'Ä', 'Ö', 'Ü'],
  // The usual house rule leaves out Q, X and Y (a handful of words each); the umlauts only on request.
  defaultLetters: A_TO_Z.filter((letter) => !['Q', 'X', 'Y'].includes(letter)),
  // C starts mostly loanwords (Computer, Chemie) and few words start with an umlaut.
  hardLetters: ['C', 'Q', 'X', 'Y', 'Ä', 'Ö', 'Ü'],
  ownLetters: [],
  expansions: { ß: 'ss' },
  // Ä, Ö and Ü written out, as German does without the keys (and DIN 5007-2 sorts them): since the umlauts
  // fold, "Mueller", "Müller" and "Muller" are one answer. After a, e and q the u is au's, eu's or qu's:
  // no ü.
  digraphs: [
    { spelled: 'ae', as: 'a', notAfter: '' },
    { spelled: 'oe', as: 'o', notAfter: '' },
    { spelled: 'ue', as: 'u', notAfter: 'aeq' },
  ],
  categoryTitles: {
    name: 'Name',
    place: 'Orte',
    animal: 'Tier',
    thing: 'Gegenstand',
    occupations: 'Beruf',
    technology: 'Technik',
    colours: 'Farbe',
    brands: 'Marke',
    countries: 'Land',
    // Not "Hauptstädte": it would contain "Stadt", and no title may be part of another.
    'capital-cities': 'Regierungssitze',
    rivers: 'Fluss',
    mountains: 'Berge',
    islands: 'Inseln',
    landmarks: 'Wahrzeichen',
    languages: 'Sprachen',
    city: 'Stadt',
    flowers: 'Blumen',
    trees: 'Bäume',
    birds: 'Vögel',
    insects: 'Insekten',
    'sea-creatures': 'Meeresbewohner',
    'dog-breeds': 'Hunderassen',
    gemstones: 'Edelsteine',
    weather: 'Wetter',
    plants: 'Pflanze',
    films: 'Filme',
    'tv-shows': 'Fernsehserien',
    songs: 'Lieder',
    books: 'Bücher',
    instruments: 'Instrumente',
    sports: 'Sportarten',
    'board-games': 'Brettspiele',
    fruit: 'Obst',
    vegetables: 'Gemüse',
    desserts: 'Nachspeisen',
    drinks: 'Getränke',
    'herbs-spices': 'Kräuter & Gewürze',
    snacks: 'Knabbereien',
    'pizza-toppings': 'Pizzabeläge',
    'famous-people': 'Berühmtheiten',
    singers: 'Sänger',
    athletes: 'Sportler',
    superheroes: 'Superhelden',
    authors: 'Autoren',
    'historical-figures': 'Historische Figuren',
    'fictional-characters': 'Fiktive Figuren',
    'reasons-to-be-late': 'Ausreden',
    'found-in-a-fridge': 'Im Kühlschrank',
    'found-in-a-handbag': 'In der Handtasche',
    'bad-gift-ideas': 'Schlechte Geschenke',
    'dance-moves': 'Tanzschritte',
    superpowers: 'Superkräfte',
    'ways-to-say-hello': 'Begrüßungen',
    'made-up-words': 'Fantasiebegriffe',
  },
  // Stadt, Land, Fluss, Name, Tier, Beruf: the game's own name and its usual companions.
  defaultCategoryIds: ['city', 'countries', 'rivers', 'name', 'animal', 'occupations'],
} as const satisfies LanguageData;
