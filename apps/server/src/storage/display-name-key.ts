import { comparisonKey } from '@npat/engine';

/**
 * The form of a display name under which two names count as the same (the users.display_name_key
 * column is unique): the engine's comparison key, the rule the game also uses to compare answers
 * (trimmed, white space collapsed, accents folded after NFKD, lower-cased). "  Zoë  Smith" and
 * "zoe smith" share the key "zoe smith". Keys are stored: a change of the rule needs a migration
 * that recomputes them.
 */
export function displayNameKey(displayName: string): string {
  return comparisonKey(displayName);
}
