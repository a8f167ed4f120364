import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import { DEFAULT_UI_LOCALE, type UiLocale } from '@npat/protocol';

/**
 * The web app's catalogues, one folder per language (docs/decisions/032-i18n-library.md). The mail takes its
 * words from the same folders' `mail.json`, a namespace the browser never loads, so adding a language is
 * adding one catalogue, for the screens and the mail alike. Found from this file, not the working directory,
 * which npm sets to apps/server.
 */
export const CATALOGUES_DIR = fileURLToPath(new URL('../../../web/src/i18n/catalogues', import.meta.url));

/** The arguments of one message, by name. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** The mail's words in one language. */
export interface MailWording {
  /** The language the words are in: the one asked for when it has a mail.json, else English. */
  readonly locale: UiLocale;
  /**
   * The message at `key` (a dotted path into mail.json) with its arguments. A message the language lacks is
   * taken from English, so one missing translation costs one English sentence, not the mail.
   *
   * @throws Error when English lacks it too: the code asks for a message nobody wrote
   */
  format(key: string, values?: MessageValues): string;
}

/** The mail's catalogues: each language read and compiled once, when a mail first needs it. */
export interface MailCatalogue {
  /** @throws Error when the language's mail.json is not JSON or a message is not ICU MessageFormat */
  wording(locale: UiLocale): MailWording;
}

type Compiled = ReadonlyMap<string, (values: MessageValues) => string>;

/** The catalogues under `dir` (one folder per language, each with mail.json); tests pass a folder of their own. */
export function createMailCatalogue(dir: string = CATALOGUES_DIR): MailCatalogue {
  const wordings = new Map<UiLocale, MailWording>();

  const wording = (locale: UiLocale): MailWording => {
    const cached = wordings.get(locale);
    if (cached) return cached;
    const messages = compileMailJson(dir, locale);
    // Until translators write a language's mail.json, that language's mail is English's, lang included.
    const made =
      messages === undefined && locale !== DEFAULT_UI_LOCALE
        ? wording(DEFAULT_UI_LOCALE)
        : wordingOf(locale, messages ?? missingEnglish(dir), () => wording(DEFAULT_UI_LOCALE));
    wordings.set(locale, made);
    return made;
  };
  return { wording };
}

function wordingOf(locale: UiLocale, messages: Compiled, english: () => MailWording): MailWording {
  return {
    locale,
    format(key, values = {}) {
      const message = messages.get(key);
      if (message) return message(values);
      if (locale === DEFAULT_UI_LOCALE) throw new Error(`The English mail.json has no message "${key}"`);
      return english().format(key, values);
    },
  };
}

/** Every message of `<dir>/<locale>/mail.json`, compiled, by dotted key; undefined when there is no such file. */
function compileMailJson(dir: string, locale: UiLocale): Compiled | undefined {
  const file = join(dir, locale, 'mail.json');
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const formatter = new MessageFormat(locale);
  const compiled = new Map<string, (values: MessageValues) => string>();
  for (const [key, message] of messagesOf(JSON.parse(source) as unknown, '', file)) {
    const format = formatter.compile(message);
    compiled.set(key, (values) => format(values));
  }
  return compiled;
}

/** The texts of a nested catalogue, by dotted key. */
function* messagesOf(tree: unknown, prefix: string, file: string): Generator<[string, string]> {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree))
    throw new Error(`${file}: "${prefix}" is neither a message nor a group of messages`);
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix === '' ? name : `${prefix}.${name}`;
    if (typeof value === 'string') yield [key, value];
    else yield* messagesOf(value, key, file);
  }
}

function missingEnglish(dir: string): never {
  throw new Error(`No English mail catalogue at ${join(dir, DEFAULT_UI_LOCALE, 'mail.json')}`);
}
