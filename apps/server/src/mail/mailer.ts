import type { FastifyBaseLogger } from 'fastify';
import { createLogMailer } from './log-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** One mail to one person, with a plain-text and an HTML body saying the same. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Sends the server's mail. Rejects when the mail could not be handed over. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Lets go of connections; later sends fail. */
  close(): void;
}

export interface MailerConfig {
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
}

/**
 * The mailer the configuration asks for: SMTP through nodemailer when SMTP_URL is set, otherwise one
 * that writes each mail, links included, to the log, so an operator without a mail server can still
 * pass a reset link on.
 */
export function createMailer(config: MailerConfig, logger: FastifyBaseLogger): Mailer {
  return config.smtpUrl === undefined
    ? createLogMailer(logger)
    : createSmtpMailer(config.smtpUrl, config.mailFrom);
}
