import { comparisonKey } from '@npat/engine';
import unhomoglyph from 'unhomoglyph';

/**
 * The form of a display name under which two names count as the same (the users.display_name_key
 * column is unique, and guests' nicknames share it with accounts' display names): names that read
 * alike are one name, so nobody can pass for someone else.
 *
 * First the engine's comparison key (invisible characters dropped, trimmed, white space collapsed,
 * accents folded after NFKD, lower-cased): "  Zoë  Smith" and "zoe smith" are one name. Then the
 * confusable skeleton of Unicode TR39 (NFD, each character mapped to the prototype it is confused
 * with, NFD again), lower-cased, since some prototypes are capitals ("0" reads as "O"): a Cyrillic
 * "аlice" is "alice", "paypa1" is "paypal". A skeleton is for comparing only, never shown.
 *
 * Keys are stored: a change of the rule needs a migration that recomputes them (as
 * 0008_display_name_skeleton did).
 */
export function displayNameKey(displayName: string): string {
  return confusableSkeleton(comparisonKey(displayName)).toLowerCase();
}

/** TR39's skeleton, over the confusables table unhomoglyph ships (Unicode's confusables.txt). */
function confusableSkeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}
