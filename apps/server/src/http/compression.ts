import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less from compression than its cost in time; same as the build's precompression. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses API answers (JSON) of at least COMPRESSION_THRESHOLD bytes on the fly, brotli before gzip.
 * Routes registered after this call get it, so register it before the API. The web build's files are
 * compressed at build time and served as they are (web-app.ts): routes for which `isFileRoute` holds
 * are left alone, so a file without a compressed copy is never compressed per request. socket.io
 * answers never pass through Fastify (see socket-server.ts).
 */
export async function registerCompression(
  app: FastifyInstance,
  isFileRoute: (url: string) => boolean,
): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (isFileRoute(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Requests stay as they are sent: a compressed body would have to be inflated before the body
    // limit could apply to it.
    globalDecompression: false,
  });
}
