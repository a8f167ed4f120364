import { DEFAULT_UI_LOCALE, type UiLocale } from '@npat/protocol';
import { createMailCatalogue, type MailCatalogue } from './mail-catalogue.ts';
import { linkMail } from './link-mail.ts';
import type { MailMessage } from './mailer.ts';

/** The catalogues in the web app's folders, shared by every mail of this process. */
const SHARED_CATALOGUE = createMailCatalogue();

/**
 * The mail that carries a reset link; `validForMinutes` tells the reader how long it works. Its words are
 * mail.json's `passwordReset` in `locale` (English without one, or until that language has a mail.json);
 * the link and the layout (link-mail.ts) are the same in every language.
 */
export function passwordResetMail(
  options: {
    to: string;
    displayName: string;
    link: string;
    validForMinutes: number;
    locale?: UiLocale;
  },
  catalogue: MailCatalogue = SHARED_CATALOGUE,
): MailMessage {
  const { to, displayName, link, validForMinutes } = options;
  const words = catalogue.wording(options.locale ?? DEFAULT_UI_LOCALE);
  const say = (key: string) =>
    words.format(`passwordReset.${key}`, { displayName, minutes: validForMinutes });
  return linkMail(to, words, link, {
    subject: say('subject'),
    greeting: say('greeting'),
    before: [say('reason'), say('openLink')],
    button: say('button'),
    copyLink: say('copyLink'),
    after: [say('validity'), say('ignore')],
    signOff: say('signOff'),
  });
}
