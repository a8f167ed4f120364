import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD } from './compression.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// A page is a few KB and made per request: a fast setting, as @fastify/compress uses for its answers.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Sends `html` compressed as the client accepts, brotli first. The client routes' page is answered from
 * the not-found handler, which @fastify/compress does not reach (it hooks routes only), so this does its part.
 */
export async function sendCompressedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<void> {
  reply.type('text/html; charset=utf-8');
  const body = Buffer.from(html);
  const encoding =
    body.length < COMPRESSION_THRESHOLD
      ? undefined
      : negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  // The page is in the visitor's language too, chosen from the cookie, else Accept-Language (page-hints.ts).
  reply.header('vary', 'accept, accept-encoding, accept-language, cookie');
  if (encoding === 'br')
    return reply.header('content-encoding', 'br').send(await brotli(body, BROTLI_OPTIONS));
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(await gzipAsync(body));
  return reply.send(body);
}
