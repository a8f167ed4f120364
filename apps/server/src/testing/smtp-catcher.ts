import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it, with its raw source (headers and MIME parts). */
export interface CaughtMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every mail it receives. */
export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>`, fit for SMTP_URL. */
  readonly url: string;
  readonly mails: readonly CaughtMail[];
  /** Resolves with the next mail to arrive (or the first one not yet taken). */
  nextMail(): Promise<CaughtMail>;
  close(): Promise<void>;
}

/**
 * Starts smtp-server on a free loopback port without TLS or AUTH, as a local relay would be, so
 * nodemailer delivers over plain SMTP.
 */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  let taken = 0;
  const waiters: ((mail: CaughtMail) => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: CaughtMail = {
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        mails.push(mail);
        const waiter = waiters.shift();
        if (waiter) {
          taken += 1;
          waiter(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    nextMail() {
      const waiting = mails[taken];
      if (waiting !== undefined) {
        taken += 1;
        return Promise.resolve(waiting);
      }
      return new Promise((resolve) => waiters.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The plain-text part of a mail, with quoted-printable soft breaks and escapes undone. */
export function plainTextOf(mail: CaughtMail): string {
  const part = /content-type: text\/plain[^]*?\r\n\r\n([^]*?)\r\n--/i.exec(mail.raw)?.[1] ?? '';
  return part
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
