/**
 * How deep JSON from a client may nest, over HTTP and in socket frames. Real bodies and intents nest at
 * most five levels (an event, its payload, the settings, their categories, one category); a limit well
 * above that refuses only what no client of ours sends, such as 150,000 levels of `{"a":{"a":…}}`.
 */
export const MAX_JSON_DEPTH = 16;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether `text`, read as JSON, opens more than `maxDepth` objects or arrays inside each other. One pass
 * over the characters without parsing or allocating, so a hostile body is refused before any deep parse;
 * brackets inside strings do not count. Text that is not JSON at all is left for the parser to refuse.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === BACKSLASH) at++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      if (++depth > maxDepth) return true;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) depth--;
  }
  return false;
}
