import { subscribe } from 'node:diagnostics_channel';
import { writeSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { PROBE_MARKER, type ProbeReply, type ProbeRequest, type RouteInfo } from './probe-protocol.ts';

/**
 * Loaded with `--import` into the server the fuzzer starts, before apps/server/src/main.ts, so the
 * server itself stays exactly as `npm start` runs it. It learns every route from the Fastify instance
 * the moment it is created (Fastify announces it on a diagnostics channel), so new routes are fuzzed
 * without anyone listing them; reports a crash's cause on stderr before the process dies (a monitor
 * changes nothing about the crash itself); and answers the fuzzer's questions over the IPC channel.
 */
const routes = new Map<string, RouteInfo>();

subscribe('fastify.initialization', (message) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.set(`${method} ${route.url}`, { method, url: route.url });
  });
});

process.on('uncaughtExceptionMonitor', (error, origin) => {
  const detail =
    error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
  writeSync(2, `${PROBE_MARKER}${JSON.stringify({ origin, ...detail })}\n`);
});

process.on('message', (request: ProbeRequest) => {
  const reply = (answer: ProbeReply) => process.send?.(answer);
  if (request.type === 'routes')
    return reply({ id: request.id, type: 'routes', routes: [...routes.values()] });
  if (request.type === 'memory') {
    // Only a full collection tells retained memory from garbage not yet collected.
    if (request.collect) (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    return reply({ id: request.id, type: 'memory', memory: { rss, heapUsed, heapTotal, external } });
  }
});
// The channel alone must not keep the server running once it was told to stop.
process.channel?.unref();
