import { DEFAULT_UI_LOCALE, type UiLocale } from '@npat/protocol';
import { createMailCatalogue, type MailCatalogue } from './mail-catalogue.ts';
import type { MailMessage } from './mailer.ts';

/** The catalogues in the web app's folders, shared by every mail of this process. */
const SHARED_CATALOGUE = createMailCatalogue();

/**
 * The mail that carries a reset link; `validForMinutes` tells the reader how long it works. Its words are
 * mail.json's `passwordReset` in `locale` (English without one, or until that language has a mail.json);
 * the link and the layout are the same in every language.
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
  // Translated words are text, not markup: each is escaped whole, the display name inside it included.
  const sayHtml = (key: string) => escapeHtml(say(key));

  const text = [
    say('greeting'),
    '',
    say('reason'),
    say('openLink'),
    '',
    link,
    '',
    say('validity'),
    say('ignore'),
    '',
    say('signOff'),
  ].join('\n');

  const html = `<!doctype html>
<html lang="${words.locale}">
  <body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
    <p>${sayHtml('greeting')}</p>
    <p>${sayHtml('reason')}</p>
    <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #4f46e5; color: #ffffff; border-radius: 6px; text-decoration: none">${sayHtml('button')}</a></p>
    <p>${sayHtml('copyLink')}<br /><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
    <p>${sayHtml('validity')} ${sayHtml('ignore')}</p>
    <p>${sayHtml('signOff')}</p>
  </body>
</html>
`;
  return { to, subject: say('subject'), text, html };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
