import { AUTH_ROUTES, avatarPath } from '@npat/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/describe-on-each-database.ts';
import { sendJson, uniqueNickname } from '../testing/identity-client.ts';
import { createTestClock } from '../testing/test-clock.ts';
import type { TestServer } from '../testing/test-server.ts';

const PER_MINUTE = 5;
const PER_HOUR = 6;

// One script behind a school's address must not use up the class's guests for the hour (decision 049).
describeOnEachDatabase('guest limits count only guests made', (startServer) => {
  let server: TestServer;
  const clock = createTestClock();
  beforeAll(async () => {
    server = await startServer({
      now: clock.now,
      env: { GUESTS_PER_IP_PER_MINUTE: String(PER_MINUTE), GUESTS_PER_IP_PER_HOUR: String(PER_HOUR) },
    });
  });
  afterAll(() => server?.close());

  const postGuest = async (body: unknown) =>
    (await sendJson(`${server.url}${AUTH_ROUTES.guest}`, 'POST', body)).status;
  const guest = (nickname = uniqueNickname()) => ({ nickname, photoURL: avatarPath('lion') });

  it('lets the class in after an hour of refused, invalid and taken-name requests from its address', async () => {
    const holder = guest();
    expect(await postGuest(holder)).toBe(201);
    clock.advance(60_000);
    for (let minute = 0; minute < 10; minute += 1) {
      const statuses = [
        await postGuest(guest('x')),
        await postGuest({ nickname: 'fine name' }),
        await postGuest('not even an object'),
        await postGuest(guest(holder.nickname.toUpperCase())),
        await postGuest(guest('bad<name>')),
        // The minute's throttle counts every request, so a flood is still refused cheaply.
        await postGuest(guest()),
        await postGuest(guest()),
      ];
      expect(statuses).toEqual([400, 400, 400, 409, 400, 429, 429]);
      clock.advance(60_000);
    }

    // Seventy requests, one guest made: the hour still has five places, and a sixth guest is one too many.
    for (let place = 1; place < PER_HOUR; place += 1) expect(await postGuest(guest())).toBe(201);
    clock.advance(60_000);
    expect(await postGuest(guest())).toBe(429);
  });

  it('gives the hour’s place back when parallel requests for one nickname lose the race', async () => {
    clock.advance(60 * 60_000);
    const nickname = uniqueNickname();
    const statuses = await Promise.all(Array.from({ length: PER_MINUTE }, () => postGuest(guest(nickname))));
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409]);
    clock.advance(60_000);
    for (let place = 1; place < PER_HOUR; place += 1) expect(await postGuest(guest())).toBe(201);
    clock.advance(60_000);
    expect(await postGuest(guest())).toBe(429);
  });
});
