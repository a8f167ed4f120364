import type { LoopbackAgent } from '../arena/http-request.ts';
import { signInGuest, type GuestSession } from '../arena/sessions.ts';
import { ValuePool } from '../generate/value-pool.ts';
import type { Random } from '../random.ts';
import type { RouteInfo } from '../server/probe-protocol.ts';
import { HttpMessageMaker } from '../targets/http-messages.ts';
import { pipelined, type Budget } from './budget.ts';
import { deliverHttp } from './deliver.ts';
import type { Shared } from './shared.ts';

/**
 * One HTTP worker: its own loopback address and guest session, requests to every route until the
 * budget is spent. When a request ends its session (a valid sign-out), it signs in a new guest.
 */
export async function runHttpLane(
  shared: Shared,
  routes: readonly RouteInfo[],
  agent: LoopbackAgent,
  random: Random,
  budget: Budget,
  window: number,
): Promise<void> {
  const maker = new HttpMessageMaker(routes, shared.url, random, new ValuePool(random), shared.knowledge);
  let session: GuestSession = await signInGuest(shared.url, agent);
  let renewing: Promise<void> | undefined;
  await pipelined(budget, window, async () => {
    let request;
    try {
      request = maker.next(session.cookie);
    } catch (error) {
      // A fault of the fuzzer, not of the server: counted and shown in the summary.
      shared.stats.outcomes.add(
        `http lane error: ${error instanceof Error ? error.message.slice(0, 60) : error}`,
      );
      return;
    }
    shared.stats.httpSent.add(request.flavour);
    const answer = await deliverHttp(shared, agent, session.user.uid, request);
    // Like a browser, the lane keeps the session cookie the server sets (a sign-in, a new guest).
    const setCookie = [answer?.headers['set-cookie'] ?? []]
      .flat()
      .find((line) => line.startsWith('npat_session='));
    const cookie = setCookie?.split(';')[0];
    if (cookie !== undefined && cookie !== 'npat_session=') session = { ...session, cookie };
    const sessionGone =
      cookie === 'npat_session=' ||
      (answer?.status === 401 && request.message.headers.cookie === session.cookie);
    if (sessionGone && renewing === undefined) {
      // A new guest is a change the state checks would see: it waits for them and holds them off.
      renewing = shared.gate
        .pass()
        .then(() => shared.gate.begin())
        .then(() => signInGuest(shared.url, agent))
        .then((fresh) => void (session = fresh))
        .catch(() => shared.stats.outcomes.add('http lane could not sign in again'))
        .finally(() => {
          shared.gate.end();
          renewing = undefined;
        });
    }
  });
}
