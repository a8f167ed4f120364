import { cleanText } from '@npat/protocol';
import { ADVISED_MAX_WORDS, ANSWER_MAX_LENGTH } from '../constants.ts';

/**
 * An answer as stored: cleaned like all free text (control characters as spaces, so an answer is one
 * line; invisible characters dropped, so nobody stores an answer that looks blank; NFC).
 */
export function cleanAnswerText(text: string): string {
  return cleanText(text);
}

/** Whether an answer fits the stored limit, counted in characters as people see them (code points). */
export function fitsAnswerLength(text: string): boolean {
  return [...text].length <= ANSWER_MAX_LENGTH;
}

/** Words in an answer; more than {@link ADVISED_MAX_WORDS} is allowed but worth a hint in the UI. */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((word) => word !== '').length;
}

/** Whether the UI should advise a shorter answer (1–2 words is the game's advice, not a rule). */
export function isLongerThanAdvised(text: string): boolean {
  return countWords(text) > ADVISED_MAX_WORDS;
}
