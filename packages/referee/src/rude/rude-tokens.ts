import { stripInvisibles } from '@npat/protocol';

/**
 * What ends a word: anything but letters, digits and the joiners below. White space, apostrophes
 * ("l'enculé") and commas part words; a hyphen, a dot or an ampersand joins them ("a-hole", "s&m").
 */
const SEPARATORS = /[^\p{L}\p{M}\p{N}\-\u2010\u2011.&]+/u;

/**
 * The words of a text, each as `keyOf` files it (refereeKey or universalKey, which drop the joiners), in
 * order; empty for a text with no letter or digit. Invisible characters go first, so they split nothing.
 */
export function rudeTokens(text: string, keyOf: (word: string) => string): string[] {
  return stripInvisibles(text)
    .split(SEPARATORS)
    .map(keyOf)
    .filter((word) => word !== '');
}
