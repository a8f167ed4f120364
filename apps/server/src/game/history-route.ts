import type { GameResults } from '@npat/engine';
import { HISTORY_LIMIT, HISTORY_ROUTE, type HistoryResponse } from '@npat/protocol';
import type { FastifyInstance } from 'fastify';
import { registerIdentityErrorHandler } from '../identity/identity-error-handler.ts';
import type { Identity } from '../identity/register-identity.ts';
import { signedInUser } from '../identity/require-user.ts';
import type { GameResultsRepository } from '../storage/game-results-repository.ts';

/**
 * GET HISTORY_ROUTE: the signed-in user's finished games, newest first, each with the tables the
 * result screen showed. Guests keep no history (docs/product/identity.md#guests), so theirs is always empty,
 * even for games they played: a guest account ends at logout, and its games with it.
 */
export async function registerHistoryRoute(
  app: FastifyInstance,
  deps: { readonly identity: Identity; readonly gameResults: GameResultsRepository },
): Promise<void> {
  await app.register(async (scope) => {
    registerIdentityErrorHandler(scope);
    scope.get(HISTORY_ROUTE, { preHandler: deps.identity.requireUser }, async (request, reply) => {
      const user = signedInUser(request);
      // Someone else's finished game must not linger in a shared browser's cache.
      reply.header('cache-control', 'no-store');
      if (user.isAnonymous) return { games: [] } satisfies HistoryResponse;
      const records = await deps.gameResults.listForUser(user.uid, HISTORY_LIMIT);
      return {
        games: records.map(({ roomId, finishedAt, results }) => ({
          roomId,
          finishedAt,
          results: JSON.parse(results) as GameResults,
        })),
      } satisfies HistoryResponse;
    });
  });
}
