import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.ts';

/**
 * A mailer for machines without SMTP_URL: each mail is logged at info level with its plain-text body,
 * so the operator can read a reset link in the server's output and pass it on.
 */
export function createLogMailer(logger: FastifyBaseLogger): Mailer {
  return {
    async send({ to, subject, text }) {
      logger.info(
        { mail: { to, subject } },
        `No SMTP_URL is set, so this mail to ${to} was not sent. Pass it on yourself:\n` +
          `Subject: ${subject}\n\n${text}`,
      );
    },
    close() {},
  };
}
