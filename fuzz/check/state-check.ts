import { AUTH_ROUTES } from '@npat/protocol';
import type { Agent } from 'node:http';
import { sendHttp } from '../arena/http-request.ts';
import { signInGuest, type GuestSession } from '../arena/sessions.ts';
import type { Player } from '../arena/player.ts';
import { answerCode } from '../lanes/deliver.ts';
import { printable, type Shared } from '../lanes/shared.ts';
import type { Random } from '../random.ts';
import type { HttpMessageMaker } from '../targets/http-messages.ts';
import type { SocketMessage, SocketMessageMaker } from '../targets/socket-messages.ts';
import { changesBetween, type StateReader } from './db-state.ts';

export interface StateCheckDeps {
  readonly shared: Shared;
  readonly reader: StateReader;
  readonly random: Random;
  readonly socketMaker: SocketMessageMaker;
  readonly httpMaker: HttpMessageMaker;
  /** Players seated in the context rooms: their messages reach the rules, not only the schemas. */
  readonly players: readonly Player[];
  /**
   * The guest whose cookie the HTTP checks send, with no socket: a request that ends or replaces
   * its session (a sign-in, say) must not disconnect sockets whose rooms then change a moment later.
   */
  readonly httpChecker: { session: GuestSession; readonly agent: Agent };
}

/** Flavours whose refusal is an answer; raw packets and unknown events get none (and may drop the socket). */
const CHECKED_FLAVOURS = new Set(['valid', 'mutated', 'bytes', 'arguments']);

/**
 * With every lane paused (the gate closed), sends `count` generated messages one at a time and reads
 * the stored state before and after each: a refused socket intent or a 4xx answer must change nothing.
 */
export async function checkRefusalsChangeNothing(deps: StateCheckDeps, count: number): Promise<void> {
  const { shared, random } = deps;
  await shared.gate.close();
  try {
    for (let index = 0; index < count && !shared.stopped(); index += 1) {
      const player = random.pick(deps.players);
      if (random.chance(0.65)) await checkSocketMessage(deps, player);
      else await checkHttpRequest(deps);
      // Whatever a message set going after its answer (broadcasts, presence) settles before the next read.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    shared.gate.open();
  }
}

async function checkSocketMessage(deps: StateCheckDeps, player: Player): Promise<void> {
  const { shared, reader } = deps;
  const socket = await player.ensureConnected().catch(() => undefined);
  if (socket === undefined) return;
  let message: SocketMessage;
  do message = deps.socketMaker.next({ uid: player.uid, currentRoom: socket.currentRoom });
  while (!CHECKED_FLAVOURS.has(message.flavour) || !message.expectsAck);
  const before = reader.read();
  let outcome;
  try {
    outcome = await socket.emit(message.event, message.args, true, shared.ackTimeoutMs);
  } catch {
    return;
  }
  const after = reader.read();
  shared.stats.stateChecks += 1;
  const code = answerCode(outcome);
  if (outcome.type !== 'ack' || code === 'ok' || code === 'pong') return;
  shared.stats.stateChecksOnRefusals += 1;
  const changes = changesBetween(before, after);
  if (changes.length > 0)
    shared.findings.add('state-change-on-refusal', `${message.event} → ${code}`, {
      from: player.uid,
      message: printable(message),
      ack: printable(outcome.ack),
      changes,
    });
}

async function checkHttpRequest(deps: StateCheckDeps): Promise<void> {
  const { shared, reader, httpChecker } = deps;
  const { cookie } = httpChecker.session;
  let request = deps.httpMaker.next(cookie);
  while (request.flavour === 'huge') request = deps.httpMaker.next(cookie);
  const before = reader.read();
  const answer = await sendHttp(shared.url, httpChecker.agent, request.message).catch(() => undefined);
  const after = reader.read();
  if (answer === undefined) return;
  // Its session ended (a sign-out, a new sign-in): the next check needs a new one.
  if (answer.status === 401 || request.route.endsWith(AUTH_ROUTES.signOut))
    httpChecker.session = await signInGuest(shared.url, httpChecker.agent);
  shared.stats.stateChecks += 1;
  if (answer.status < 400 || answer.status >= 500) return;
  shared.stats.stateChecksOnRefusals += 1;
  const changes = changesBetween(before, after);
  if (changes.length > 0)
    shared.findings.add('state-change-on-refusal', `${answer.status} ${request.route}`, {
      request: printable(request),
      status: answer.status,
      body: answer.text.slice(0, 300),
      changes,
    });
}
