import type { MailWording } from './mail-catalogue.ts';
import type { MailMessage } from './mailer.ts';

/**
 * The words of a mail built around one link, each already in the reader's language: a greeting, the lines
 * before the link, the button's label, the lines after it, and a sign-off.
 */
export interface LinkMailWords {
  readonly subject: string;
  readonly greeting: string;
  readonly before: readonly string[];
  readonly button: string;
  /** The line that offers the link to copy, for mail programs that show no button. */
  readonly copyLink: string;
  readonly after: readonly string[];
  readonly signOff: string;
}

/**
 * One layout for the server's mails (password reset, sign-up): the same link in a plain-text body and in an
 * HTML body with a button. Translated words are text, not markup: each is escaped whole, a display name inside
 * it included.
 */
export function linkMail(to: string, words: MailWording, link: string, say: LinkMailWords): MailMessage {
  const text = [say.greeting, '', ...say.before, '', link, '', ...say.after, '', say.signOff].join('\n');
  const html = `<!doctype html>
<html lang="${words.locale}">
  <body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
    <p>${escapeHtml(say.greeting)}</p>
    <p>${escapeHtml(say.before[0] ?? '')}</p>
    <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #4f46e5; color: #ffffff; border-radius: 6px; text-decoration: none">${escapeHtml(say.button)}</a></p>
    <p>${escapeHtml(say.copyLink)}<br /><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
    <p>${say.after.map(escapeHtml).join(' ')}</p>
    <p>${escapeHtml(say.signOff)}</p>
  </body>
</html>
`;
  return { to, subject: say.subject, text, html };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
