import { AUTH_ROUTES } from '@npat/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SCRYPT_PARAMS, useHashingCostInTests } from './password-hash.ts';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { sendJson, signUpAccount } from '../testing/identity-client.ts';
import { plainTextOf, startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.ts';
import type { TestServer } from '../testing/test-server.ts';

/** What an attacker compares: the status, every header but the date, and the body's bytes. */
async function observed(response: Response) {
  const headers = [...response.headers].filter(([name]) => name !== 'date');
  return {
    status: response.status,
    headers,
    body: Buffer.from(await response.arrayBuffer()).toString('hex'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Sends what someone sends who wants to know which emails have accounts (decision 049).
describeOnEachDatabase('sign-up tells nobody which emails have accounts', (startServer) => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  beforeAll(async () => {
    // At the real cost: skipping the scrypt for a taken email must show in the timing test below.
    useHashingCostInTests(SCRYPT_PARAMS);
    smtp = await startSmtpCatcher();
    server = await startServer({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  let serial = 0;
  const signUp = (email: string) => {
    serial += 1;
    return sendJson(`${server.url}${AUTH_ROUTES.signUp}`, 'POST', {
      email,
      password: 'whatever1',
      confirmPassword: 'whatever1',
      displayName: `Prober ${serial}`,
    });
  };
  const pendingFor = async (email: string) =>
    (
      await server.database.db
        .selectFrom('pending_sign_ups')
        .select('email')
        .where('email', '=', email)
        .execute()
    ).length;

  it('answers a taken email in other letter case byte for byte as a new one, creates nothing, and mails the owner', async () => {
    const owner = await signUpAccount(server.url, { email: 'owner@example.com', displayName: 'The Owner' });
    const fresh = await observed(await signUp('nobody@example.com'));
    const taken = await observed(await signUp('OWNER@Example.COM'));
    expect(taken).toEqual(fresh);
    expect(fresh.status).toBe(202);

    const mails = [await smtp.nextMail(), await smtp.nextMail()];
    const toOwner = mails.find((mail) => mail.to.includes(owner.email))!;
    expect(toOwner.raw).toMatch(/^Subject: Someone tried to sign up with your email address\r?$/m);
    expect(plainTextOf(toOwner)).toContain('Hi The Owner,');
    expect(plainTextOf(toOwner)).toContain('http://npat.test/\r\n');
    expect(plainTextOf(toOwner)).not.toContain('confirm-sign-up');
    expect(await pendingFor('owner@example.com')).toBe(0);
    expect(await pendingFor('nobody@example.com')).toBe(1);
    expect((await server.repositories.users.findByEmail('owner@example.com'))?.displayName).toBe('The Owner');
  });

  it('takes about as long for a taken email as for a new one', async () => {
    // Both do one scrypt (about a quarter of a second); a difference of a database write or a mail would be
    // the only tell, and both come after the answer. The bound is loose for a busy test machine.
    const owners = await Promise.all(
      [1, 2, 3, 4, 5].map((index) => signUpAccount(server.url, { email: `timed${index}@example.com` })),
    );
    const times = { fresh: [] as number[], taken: [] as number[] };
    for (const [index, owner] of owners.entries()) {
      for (const [kind, email] of [
        ['fresh', `untimed${index}@example.com`],
        ['taken', owner.email.toUpperCase()],
      ] as const) {
        const start = performance.now();
        expect((await signUp(email)).status).toBe(202);
        times[kind].push(performance.now() - start);
      }
    }
    expect(Math.abs(median(times.fresh) - median(times.taken))).toBeLessThan(100);
  });
});
