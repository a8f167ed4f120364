import type { MailMessage } from './mailer.ts';

export const PASSWORD_RESET_SUBJECT = 'Reset your Name Place Animal Thing password';

/** The mail that carries a reset link; `validForMinutes` tells the reader how long it works. */
export function passwordResetMail(options: {
  to: string;
  displayName: string;
  link: string;
  validForMinutes: number;
}): MailMessage {
  const { to, displayName, link, validForMinutes } = options;
  const text = [
    `Hi ${displayName},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Name Place Animal Thing account.',
    'Open this link to choose a new one:',
    '',
    link,
    '',
    `The link works once and for ${validForMinutes} minutes.`,
    'If you did not ask for this, ignore this mail: your password stays as it is.',
    '',
    'Have a good game!',
  ].join('\n');

  const html = `<!doctype html>
<html lang="en">
  <body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
    <p>Hi ${escapeHtml(displayName)},</p>
    <p>Someone (hopefully you) asked to reset the password of your Name Place Animal Thing account.</p>
    <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #4f46e5; color: #ffffff; border-radius: 6px; text-decoration: none">Choose a new password</a></p>
    <p>Or copy this link into your browser:<br /><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
    <p>The link works once and for ${validForMinutes} minutes. If you did not ask for this, ignore this mail: your password stays as it is.</p>
    <p>Have a good game!</p>
  </body>
</html>
`;
  return { to, subject: PASSWORD_RESET_SUBJECT, text, html };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
