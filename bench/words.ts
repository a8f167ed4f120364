/**
 * A few words per letter. Bots pick among four, so six bots often give the same answer in a category
 * (duplicates score 5) and sometimes a unique one (10), as real players do.
 */
const WORDS: Record<string, readonly string[]> = {
  A: ['Anna', 'Amsterdam', 'Antelope', 'Anchor'],
  B: ['Bella', 'Berlin', 'Bear', 'Bottle'],
  C: ['Carlos', 'Cairo', 'Camel', 'Candle'],
  D: ['Diana', 'Dublin', 'Dolphin', 'Drum'],
  E: ['Emma', 'Edinburgh', 'Eagle', 'Envelope'],
  F: ['Felix', 'Florence', 'Falcon', 'Fork'],
  G: ['Grace', 'Geneva', 'Giraffe', 'Guitar'],
  H: ['Hugo', 'Hamburg', 'Horse', 'Hammer'],
  I: ['Iris', 'Istanbul', 'Iguana', 'Igloo'],
  J: ['Julia', 'Jakarta', 'Jaguar', 'Jacket'],
  K: ['Karl', 'Kyoto', 'Koala', 'Kettle'],
  L: ['Lena', 'Lisbon', 'Lion', 'Lamp'],
  M: ['Maria', 'Madrid', 'Monkey', 'Mirror'],
  N: ['Nora', 'Nairobi', 'Newt', 'Needle'],
  O: ['Oscar', 'Oslo', 'Otter', 'Oven'],
  P: ['Paula', 'Paris', 'Penguin', 'Pencil'],
  Q: ['Quentin', 'Quebec', 'Quail', 'Quilt'],
  R: ['Rosa', 'Rome', 'Rabbit', 'Radio'],
  S: ['Sofia', 'Seoul', 'Snake', 'Spoon'],
  T: ['Tom', 'Tokyo', 'Tiger', 'Table'],
  U: ['Uma', 'Utrecht', 'Urchin', 'Umbrella'],
  V: ['Vera', 'Vienna', 'Vulture', 'Violin'],
  W: ['Walter', 'Warsaw', 'Walrus', 'Wallet'],
  X: ['Xavier', 'Xiamen', 'Xerus', 'Xylophone'],
  Y: ['Yara', 'York', 'Yak', 'Yoyo'],
  Z: ['Zoe', 'Zurich', 'Zebra', 'Zipper'],
};

/** A word starting with `letter`, chosen by `pick` (any number; it is taken modulo the list). */
export function wordFor(letter: string, pick: number): string {
  const words = WORDS[letter.toUpperCase()] ?? [`${letter}ero`];
  return words[Math.abs(Math.trunc(pick)) % words.length] ?? `${letter}ero`;
}

/**
 * The drafts a debounced input would save while `word` is typed: growing prefixes, the whole word last.
 * `count` 1 gives just the word.
 */
export function draftsOf(word: string, count: number): string[] {
  const drafts: string[] = [];
  for (let index = 1; index < count; index += 1) {
    const length = Math.max(1, Math.floor((word.length * index) / count));
    drafts.push(word.slice(0, length));
  }
  drafts.push(word);
  return drafts;
}
