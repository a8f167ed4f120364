import { AUTH_ROUTES } from '@npat/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword, SCRYPT_PARAMS, useHashingCostInTests } from './password-hash.ts';
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

/** How long each of `count` runs of `work`, one after another, took in milliseconds. */
async function timesOf(count: number, work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < count; run++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times;
}

// Sends what someone sends who wants to know which emails have accounts (decision 049).
describeOnEachDatabase('sign-up tells nobody which emails have accounts', (startServer) => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  beforeAll(async () => {
    // At the real cost: a taken email that skipped the scrypt must show in the work test below.
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

  it('does the work of one password hash for a taken email as for a new one', async () => {
    // Wall-clock differences drown in a busy machine's noise, so this checks the work instead: a request
    // that skipped the scrypt would answer in milliseconds, far below the time of one hash made alone.
    // Load only slows a request down, so the lower bound below holds on any machine.
    const owners = await Promise.all(
      [1, 2, 3].map((index) => signUpAccount(server.url, { email: `timed${index}@example.com` })),
    );
    const oneHash = Math.min(...(await timesOf(3, () => hashPassword('whatever1'))));
    for (const [index, owner] of owners.entries()) {
      for (const email of [`untimed${index}@example.com`, owner.email.toUpperCase()]) {
        const [took] = await timesOf(1, async () => expect((await signUp(email)).status).toBe(202));
        expect(took, `answer to ${email}`).toBeGreaterThan(oneHash / 2);
      }
    }
  });
});
