import { rudeTokens } from './rude-tokens.ts';

/**
 * A list of rude entries, matched by whole words only (the "Scunthorpe problem": "Scunthorpe", "Cockatoo"
 * and "Assisi" hold listed words inside longer ones, and must pass). An answer is rude when it is an entry
 * with its spaces and punctuation dropped ("blow job" for "blowjob"), has a one-word entry as one of its
 * words, or has a phrase's words in a row.
 */
export class RudeMatcher {
  private readonly whole = new Set<string>();
  private readonly words = new Set<string>();
  /** The phrases of two or more words, by their first word. */
  private readonly phrases = new Map<string, string[][]>();

  constructor(
    entries: Iterable<string>,
    private readonly keyOf: (word: string) => string,
  ) {
    for (const entry of entries) {
      const tokens = rudeTokens(entry, keyOf);
      const [first] = tokens;
      if (first === undefined) continue;
      this.whole.add(tokens.join(''));
      if (tokens.length === 1) this.words.add(first);
      else {
        const starting = this.phrases.get(first) ?? [];
        starting.push(tokens);
        this.phrases.set(first, starting);
      }
    }
  }

  /** Whether `text` is or holds a listed entry, by whole words. */
  matches(text: string): boolean {
    const tokens = rudeTokens(text, this.keyOf);
    if (tokens.length === 0) return false;
    if (this.whole.has(tokens.join(''))) return true;
    return tokens.some(
      (token, at) =>
        this.words.has(token) ||
        (this.phrases.get(token)?.some((phrase) => phrase.every((word, i) => tokens[at + i] === word)) ??
          false),
    );
  }
}
