import { collapseWhiteSpace, comparisonKey } from '@npat/engine';
import { stripInvisibles } from '@npat/protocol';
import unhomoglyph from 'unhomoglyph';

/**
 * The form of a display name under which two names count as the same (the users.display_name_key
 * column is unique, and guests' nicknames share it with accounts' display names): names that read
 * alike are one name, so nobody can pass for someone else (decision 050, after 013).
 *
 * 1. The confusable skeleton of Unicode TR39 on the name as typed, capitals kept: a Cyrillic "Тomas",
 *    a Greek "Τomas" and a Cherokee "Ꭲomas" are "Tomas", a capital "I" is a small "l" ("BiII").
 *    Lower-casing first would lose them: "т" is no lookalike of "t".
 * 2. The engine's comparison key of that (case, accents, spacing): "  Zoë  Smith" is "zoe smith".
 * 3. The skeleton again, for the lookalikes among small letters (a Cyrillic "а", "rn" for "m"),
 *    lower-cased, since some prototypes are capitals ("0" reads as "O").
 * 4. Every "i" as "l": "ALICE" gives "allce" in step 1, so "alice" must too, or case would tell
 *    two names apart. The price: "Ali" and "All" are one name.
 *
 * A skeleton is for comparing only, never shown. Keys are stored: a change of the rule needs a
 * migration that recomputes them (as 0008 and 0011 did).
 */
export function displayNameKey(displayName: string): string {
  const asTyped = confusableSkeleton(collapseWhiteSpace(stripInvisibles(displayName)));
  return confusableSkeleton(comparisonKey(asTyped)).toLowerCase().replaceAll('i', 'l');
}

/** TR39's skeleton, over the confusables table unhomoglyph ships (Unicode's confusables.txt). */
export function confusableSkeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}
