import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './password-reset-mail.ts';

describe('passwordResetMail', () => {
  const link = 'https://npat.example.com/reset-password?token=abc_DEF-123';
  const mail = passwordResetMail({ to: 'ada@example.com', displayName: 'Ada', link, validForMinutes: 60 });

  it('is addressed to the account with a clear subject', () => {
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Reset your Name Place Animal Thing password');
  });

  it('carries the link and how long it works in both the text and the HTML body', () => {
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(link);
      expect(body).toContain('60 minutes');
    }
  });

  it('escapes the display name in the HTML body', () => {
    const html = passwordResetMail({
      to: 'x@example.com',
      displayName: '<b>Bob</b>',
      link,
      validForMinutes: 60,
    }).html;
    expect(html).toContain('Hi &lt;b&gt;Bob&lt;/b&gt;,');
    expect(html).not.toContain('<b>Bob</b>');
  });
});
