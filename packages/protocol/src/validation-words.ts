import { VALIDATION } from './messages.ts';

/** A validation message by its key in VALIDATION: the code the web words it by. */
export type ValidationKey = keyof typeof VALIDATION;

let wordValidation: (key: ValidationKey) => string = (key) => VALIDATION[key];

/**
 * Lets the app word the shared schemas' validation messages by their key, when a schema fails: the
 * web's forms then read the player's language straight from the schema, with no English to look up.
 * Unless an app does this (the server, the tests of the schemas), the messages are VALIDATION's English.
 */
export function wordValidationWith(words: (key: ValidationKey) => string): void {
  wordValidation = words;
}

/** The validation message of `key` as this app words it (English unless wordValidationWith said else). */
export function validationMessage(key: ValidationKey): string {
  return wordValidation(key);
}

/** A zod error parameter whose message is the validation message of `key`, worded as the schema fails. */
export function invalid(key: ValidationKey): { error: () => string } {
  return { error: () => wordValidation(key) };
}
