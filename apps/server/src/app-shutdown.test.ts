import { describe, expect, it } from 'vitest';
import { startTestServer } from './testing/test-server.ts';

describe('closing the server (app.close)', () => {
  it('lets a request in flight finish, then refuses new connections', async () => {
    let finishSlowRequest: () => void = () => {};
    let slowRequestArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (slowRequestArrived = resolve));
    const server = await startTestServer({
      configure: ({ app }) =>
        app.get('/api/test/slow', async () => {
          slowRequestArrived();
          await new Promise<void>((resolve) => (finishSlowRequest = resolve));
          return { finished: true };
        }),
    });

    const inFlight = fetch(`${server.url}/api/test/slow`);
    await arrived;
    const closed = server.close();
    // Only finish the request once the server has stopped taking new ones, so closing must wait for it.
    while (await isAccepting(`${server.url}/api/health`))
      await new Promise((resolve) => setTimeout(resolve, 10));
    finishSlowRequest();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closed;
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});

async function isAccepting(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}
