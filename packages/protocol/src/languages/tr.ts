import type { LanguageData } from './language-data.ts';

const ALPHABET = [...'ABCÇDEFGHIİJKLMNOÖPRSŞTUÜVYZ'];

/**
 * Turkish, as İsim Şehir Hayvan is played. Ç, Ğ, I (dotless), Ö, Ş and Ü are letters of their own, and
 * i and ı are two letters: "İzmir" starts with İ, "Irak" with I, "Çanakkale" not with C, and "çam" and
 * "cam" are two answers. Only foreign marks fold (é = e, â = a). Ğ is never drawn: no word starts with
 * it; Q, W and X are not Turkish letters.
 */
export const TR = {
  code: 'tr',
  name: 'Türkçe',
  caseLocale: 'tr',
  alphabet: ALPHABET,
  // J starts only a few loanwords (jaguar, Japonya).
  defaultLetters: ALPHABET.filter((letter) => letter !== 'J'),
  // And dotless I only a few words in most categories (Irak, ıhlamur, ılık).
  hardLetters: ['I', 'J'],
  ownLetters: ['ç', 'ğ', 'ı', 'i', 'ö', 'ş', 'ü'],
  expansions: {},
  digraphs: [],
  categoryTitles: {
    name: 'İsim',
    place: 'Yer',
    animal: 'Hayvan',
    thing: 'Eşya',
    occupations: 'Meslek',
    technology: 'Teknoloji',
    colours: 'Renk',
    brands: 'Marka',
    countries: 'Ülke',
    'capital-cities': 'Başkentler',
    rivers: 'Nehir',
    mountains: 'Dağlar',
    islands: 'Adalar',
    landmarks: 'Simge yapılar',
    languages: 'Diller',
    city: 'Şehir',
    flowers: 'Çiçek',
    trees: 'Ağaçlar',
    birds: 'Kuşlar',
    insects: 'Böcekler',
    'sea-creatures': 'Deniz canlıları',
    'dog-breeds': 'Köpek ırkları',
    gemstones: 'Değerli taşlar',
    weather: 'Hava durumu',
    plants: 'Bitki',
    films: 'Filmler',
    'tv-shows': 'Diziler',
    songs: 'Şarkılar',
    books: 'Kitaplar',
    instruments: 'Çalgılar',
    sports: 'Sporlar',
    'board-games': 'Kutu oyunları',
    fruit: 'Meyve',
    vegetables: 'Sebze',
    desserts: 'Tatlılar',
    drinks: 'İçecekler',
    'herbs-spices': 'Baharatlar',
    snacks: 'Atıştırmalıklar',
    'pizza-toppings': 'Pizza malzemeleri',
    'famous-people': 'Ünlüler',
    singers: 'Şarkıcılar',
    athletes: 'Sporcular',
    superheroes: 'Süper kahramanlar',
    authors: 'Yazarlar',
    'historical-figures': 'Tarihi kişiler',
    'fictional-characters': 'Kurgusal karakterler',
    'reasons-to-be-late': 'Geç kalma bahaneleri',
    'found-in-a-fridge': 'Buzdolabında',
    'found-in-a-handbag': 'Çantada',
    'bad-gift-ideas': 'Kötü hediyeler',
    'dance-moves': 'Dans figürleri',
    superpowers: 'Süper güçler',
    'ways-to-say-hello': 'Selamlaşma',
    'made-up-words': 'Uydurma kelimeler',
  },
  // İsim, Şehir, Hayvan, Bitki, Eşya, Ülke: the columns of an İsim Şehir Hayvan sheet.
  defaultCategoryIds: ['name', 'city', 'animal', 'plants', 'thing', 'countries'],
} as const satisfies LanguageData;
