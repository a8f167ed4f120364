import type { FastifyInstance } from 'fastify';

/**
 * What caches may keep. An error answer is never stored (`no-store`): a shared cache that kept the
 * 404 of an image request for `/game-room/x/lobby` could hand it out instead of the page. Every answer
 * of the API is a user's own or of the moment, so it is never stored either, unless its route said
 * otherwise. The pages and files keep the policy web-app.ts gives them.
 */
export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
    else if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
