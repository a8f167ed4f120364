/**
 * Text hygiene for everything players type: answers, nicknames, display names and category titles.
 * Here, beside the schemas, so the server, the engine and the web forms clean text the same way.
 *
 * The danger is text that shows less than it holds: a zero-width space that makes an answer look
 * filled to the server but blank to people, a right-to-left override that shows "eman" as "name", a
 * Hangul filler that is a "letter" yet draws nothing. Unicode calls most of them format characters
 * (Cf); the rest are default-ignorable code points, which fonts draw as nothing.
 */

/** Invisible everywhere: format characters (Cf) and default-ignorable code points. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** A visible character a joiner may stand beside: a letter, a mark or an emoji. */
const JOINABLE = String.raw`(?:(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}])`;

/**
 * Invisible characters as free text keeps them. Two stay because text needs them to read right:
 * - a zero-width joiner or non-joiner between two letters (Persian compounds such as "کتاب‌ها",
 *   conjuncts after an Indic virama) or between two emoji (the family 👨‍👩‍👧, the heart on fire ❤️‍🔥);
 * - a variation selector right after a visible character (❤️ drawn as an emoji, not as text).
 * Anywhere else they show nothing, so they go. Neither can make a text count as filled, which
 * takes a letter or a digit. The kept one is captured, so the replacement puts it back.
 */
const INVISIBLE_IN_FREE_TEXT = new RegExp(
  [
    String.raw`(?<=${JOINABLE}|\p{Extended_Pictographic}\uFE0F)([\u200C\u200D])(?=${JOINABLE})`,
    String.raw`(?<=(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{M}\p{N}\p{P}\p{S}])([\uFE00-\uFE0F\u{E0100}-\u{E01EF}])`,
    String.raw`[\p{Cf}\p{Default_Ignorable_Code_Point}]`,
  ].join('|'),
  // Not the v flag's set subtraction: Safari before 17 cannot parse it, and this module loads with the web app.
  'gu',
);

/** Control characters (a pasted newline or tab) become spaces: every text we keep is one line. */
const CONTROL = /\p{Cc}/gu;

const NEEDS_CLEANING = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/** Drops every invisible character, joiners included: for names and for comparison keys. */
export function stripInvisibles(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * Free text as stored and shown (answers, category titles): control characters as spaces, invisible
 * characters dropped but for the joiners and selectors words and emoji need, in NFC, so a composed
 * and a decomposed "é" are the same text. White space is left as typed.
 */
export function cleanText(text: string): string {
  // Most drafts hold nothing to clean; they are most messages, so they skip the work below.
  if (!NEEDS_CLEANING.test(text)) return text.normalize('NFC');
  let cleaned = text.replace(CONTROL, ' ');
  // Dropping one character can leave a kept joiner or selector beside nothing visible; going again
  // until nothing changes makes cleaning a cleaned text change nothing.
  for (let before = ''; before !== cleaned;) {
    before = cleaned;
    cleaned = cleaned.replace(INVISIBLE_IN_FREE_TEXT, keepCaptured);
  }
  return cleaned.normalize('NFC');
}

function keepCaptured(_match: string, joiner?: string, selector?: string): string {
  return joiner ?? selector ?? '';
}

/**
 * A name as stored and shown (nickname, display name): control characters as spaces, every
 * invisible character dropped, in NFC. A name is letters and digits only, so a joiner in it would
 * serve nothing but a second name that looks like the first.
 */
export function cleanName(text: string): string {
  return stripInvisibles(text.replace(CONTROL, ' ')).normalize('NFC');
}
