import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Gives up on an SMTP server that does not answer, instead of holding the mail for minutes. */
const TIMEOUT_MS = 15_000;

/**
 * A mailer that hands each mail to the SMTP server at `smtpUrl` through nodemailer, with `from` as
 * the sender. The URL carries everything nodemailer understands: `smtps://` for TLS from the start,
 * credentials, and options as query parameters (e.g. `?tls.rejectUnauthorized=false`).
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
    close() {
      transport.close();
    },
  };
}
