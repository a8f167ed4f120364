import { DEFAULT_UI_LOCALE, type UiLocale } from '@npat/protocol';
import { linkMail } from './link-mail.ts';
import { createMailCatalogue, type MailCatalogue } from './mail-catalogue.ts';
import type { MailMessage } from './mailer.ts';

/** The catalogues in the web app's folders, shared by every mail of this process. */
const SHARED_CATALOGUE = createMailCatalogue();

/** What both sign-up mails need: whom to, the name to greet, the link, and the language asked in. */
export interface SignUpMailOptions {
  readonly to: string;
  readonly displayName: string;
  readonly link: string;
  readonly locale?: UiLocale;
}

/**
 * The mail that finishes a sign-up for a new address: its link creates the account (decision 049). Words
 * from mail.json's `signUpConfirm`; `validForHours` tells the reader how long the link works.
 */
export function signUpConfirmMail(
  options: SignUpMailOptions & { readonly validForHours: number },
  catalogue: MailCatalogue = SHARED_CATALOGUE,
): MailMessage {
  return signUpMail('signUpConfirm', options, { hours: options.validForHours }, catalogue);
}

/**
 * The mail to the owner of an address someone tried to sign up with again: nothing changed, and the link
 * leads to the app to sign in (or reset the password from the Sign In dialog). The answer to the sign-up
 * was the same as for a new address, so only the owner learns the address has an account. Words from
 * mail.json's `signUpTaken`, greeting the account's own display name.
 */
export function signUpTakenMail(
  options: SignUpMailOptions,
  catalogue: MailCatalogue = SHARED_CATALOGUE,
): MailMessage {
  return signUpMail('signUpTaken', options, {}, catalogue);
}

function signUpMail(
  section: 'signUpConfirm' | 'signUpTaken',
  options: SignUpMailOptions,
  values: Readonly<Record<string, number>>,
  catalogue: MailCatalogue,
): MailMessage {
  const words = catalogue.wording(options.locale ?? DEFAULT_UI_LOCALE);
  const say = (key: string) =>
    words.format(`${section}.${key}`, { displayName: options.displayName, ...values });
  return linkMail(options.to, words, options.link, {
    subject: say('subject'),
    greeting: say('greeting'),
    before: [say('reason'), say('openLink')],
    button: say('button'),
    copyLink: say('copyLink'),
    after: [say('note'), say('ignore')],
    signOff: say('signOff'),
  });
}
