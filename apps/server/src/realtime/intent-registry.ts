import { parseUntrusted, type LobbyError } from '@npat/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { createFloodGuard, type FloodLimits } from './intent-flood-guard.ts';
import { serverRefusals } from './server-refusals.ts';
import type { AppSocket, SocketServer } from './socket-server.ts';

/** The answer the registry itself gives: the lobby's refusal shape, which the game's acks share. */
export type IntentRefusal = { readonly ok: false; readonly error: LobbyError };

/** One intent as its handler gets it: the payload checked, and the one way to answer it. */
export interface IntentCall<P, A> {
  readonly socket: AppSocket;
  readonly payload: P;
  /** Answers the sender; only the first answer goes out, and none to a client that asked for none. */
  readonly reply: (answer: A) => void;
  /** Whether the client asked for an answer at all. */
  readonly acknowledged: boolean;
}

/** A named intent: its payload's schema and what to do with a valid one. */
export interface IntentSpec<P, A> {
  readonly schema: z.ZodType<P>;
  /** Runs for a valid payload; a throw is logged and answered `busy`, with nothing else sent. */
  readonly handle: (call: IntentCall<P, A>) => unknown;
  /** The answer to a payload the schema refused (undefined: no answer); by default `invalid-request`. */
  readonly refuseInvalid?: (error: z.ZodError) => A | IntentRefusal | undefined;
}

export interface IntentRegistry {
  /** Handles `name` from every socket, from now on. */
  register<P, A>(name: string, spec: IntentSpec<P, A>): void;
}

export interface IntentRegistryOptions {
  readonly limits: FloodLimits;
  readonly logger: FastifyBaseLogger;
  /** A monotonic clock in ms; by default the process's. Not the game's clock: this is about real load. */
  readonly now?: () => number;
}

/**
 * The one place where socket events become intents, for the lobby and the game alike. Every event a
 * socket sends, known or not, first takes a token of the socket's bucket: beyond the rate it is
 * answered `rate-limited` and goes no further (no parse, no queue, no database), and a socket that
 * keeps on regardless is disconnected. A known intent then has its payload checked (a malformed one
 * changes nothing and is refused), runs its handler, and is answered at most once.
 */
export function createIntentRegistry(io: SocketServer, options: IntentRegistryOptions): IntentRegistry {
  const specs = new Map<string, IntentSpec<unknown, unknown>>();
  const now = options.now ?? (() => performance.now());

  io.on('connection', (socket) => {
    const guard = createFloodGuard(options.limits, now);
    // Intents are handled here rather than by a listener per intent name on every socket: with
    // thousands of sockets, those listeners were a few KB of each socket's memory. Nothing else listens
    // to a socket's events, so socket.io is never told to emit them (`next` is not called).
    socket.use(([name, ...args]) => {
      const verdict = guard.admit();
      if (verdict === 'accept') {
        const spec = typeof name === 'string' ? specs.get(name) : undefined;
        if (spec !== undefined && socket.connected)
          void handle(socket, name as string, spec, args, options.logger);
        return;
      }
      ackOf(args)(rateLimited());
      // Events already read when the socket was cut still pass here: it is logged and cut once.
      if (verdict === 'disconnect' && socket.connected) {
        options.logger.warn({ uid: socket.data.user.uid }, 'A socket kept flooding the server: disconnected');
        socket.disconnect(true);
      }
    });
  });

  return {
    register(name, spec) {
      specs.set(name, spec as IntentSpec<unknown, unknown>);
    },
  };
}

async function handle(
  socket: AppSocket,
  name: string,
  spec: IntentSpec<unknown, unknown>,
  args: unknown[],
  logger: FastifyBaseLogger,
): Promise<void> {
  const reply = ackOf(args);
  const parsed = parseUntrusted(spec.schema, typeof args[0] === 'function' ? undefined : args[0]);
  if (!parsed.success) {
    const refusal = spec.refuseInvalid ? spec.refuseInvalid(parsed.error) : invalidRequest();
    if (refusal !== undefined) reply(refusal);
    return;
  }
  try {
    await spec.handle({
      socket,
      payload: parsed.data,
      reply,
      acknowledged: typeof args[args.length - 1] === 'function',
    });
  } catch (error) {
    logger.error({ err: error, intent: name }, 'An intent failed');
    reply({ ok: false, error: serverRefusals.busy() } satisfies IntentRefusal);
  }
}

/** The acknowledgement callback of an event, called at most once; without one, answers go nowhere. */
function ackOf(args: readonly unknown[]): (answer: unknown) => void {
  const callback = args[args.length - 1];
  let answered = false;
  return (answer) => {
    if (answered || typeof callback !== 'function') return;
    answered = true;
    (callback as (answer: unknown) => void)(answer);
  };
}

const invalidRequest = (): IntentRefusal => ({ ok: false, error: serverRefusals.invalidRequest() });

const rateLimited = (): IntentRefusal => ({ ok: false, error: serverRefusals.rateLimited() });
