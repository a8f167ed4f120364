import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that writes every message it receives, raw, into `dir` (one .eml file per
 * message). The game server sends its mail here through nodemailer exactly as it would to a real relay.
 */
export async function startMailCatcher(port: number, dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: offering STARTTLS would make the client want a certificate we do not have.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const name = `${Date.now()}-${++count}.eml`;
        // Written under another name first, so a reader never sees half a message.
        writeFileSync(join(dir, `${name}.part`), Buffer.concat(chunks));
        renameSync(join(dir, `${name}.part`), join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
