/** What a node's /api/health body says about admission, when the server reports it. */
export interface HealthFigures {
  url: string;
  acceptsNewRooms: boolean | undefined;
  refusedStarts: number | undefined;
}

/** Picks `acceptsNewRooms` and `refusedStarts` from a health body; anything else is left out. */
export function healthFiguresOf(url: string, body: unknown): HealthFigures {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const accepts = record.acceptsNewRooms;
  const refused = record.refusedStarts;
  return {
    url,
    acceptsNewRooms: typeof accepts === 'boolean' ? accepts : undefined,
    refusedStarts: typeof refused === 'number' && Number.isFinite(refused) ? refused : undefined,
  };
}

/** Each node's health figures, read after the games; a node that does not answer gives none. */
export async function readHealthFigures(urls: readonly string[]): Promise<HealthFigures[]> {
  return Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) });
        return healthFiguresOf(url, await response.json());
      } catch {
        return healthFiguresOf(url, undefined);
      }
    }),
  );
}

/**
 * Waits until every node takes new rooms again, at most `maxMs`: signing in and connecting thousands of
 * bots in seconds is a burst no real crowd makes, and a node it left full would refuse every room of the
 * run before a game began. Returns how long it waited.
 */
export async function waitUntilAccepting(urls: readonly string[], maxMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < maxMs) {
    const figures = await readHealthFigures(urls);
    if (figures.every((figure) => figure.acceptsNewRooms !== false)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return Date.now() - started;
}
