import type { EmitOutcome } from '../arena/fuzz-socket.ts';
import { sendHttp, type HttpAnswer } from '../arena/http-request.ts';
import type { LoopbackAgent } from '../arena/http-request.ts';
import type { Player } from '../arena/player.ts';
import type { HttpCase } from '../targets/http-messages.ts';
import type { SocketMessage } from '../targets/socket-messages.ts';
import { printable, type Shared } from './shared.ts';

/** What an ack says, in a word: ok, the refusal's code, or what else came back. */
export function answerCode(outcome: EmitOutcome | { type: 'unsendable' }): string {
  if (outcome.type !== 'ack') return outcome.type;
  const ack = outcome.ack as { ok?: unknown; error?: { code?: unknown }; serverNow?: unknown } | null;
  if (ack?.ok === true) return 'ok';
  if (ack?.ok === false) return String(ack.error?.code ?? 'refused without code');
  if (typeof ack?.serverNow === 'number') return 'pong';
  return 'unexpected ack';
}

/**
 * Sends one socket message from `player` at its pace, counts its answer, and reports an intent the
 * server never answered. Returns the outcome (or `unsendable` when the client itself refused it).
 */
export async function deliverSocket(
  shared: Shared,
  player: Player,
  message: SocketMessage,
  channel: 'socket' | 'driver',
): Promise<EmitOutcome | { type: 'unsendable' }> {
  // The driver's whole step is admitted by the gate at once (its moves belong together).
  const gated = channel !== 'driver';
  if (gated) await shared.gate.pass();
  if (gated) shared.gate.begin();
  let outcome: EmitOutcome | { type: 'unsendable' };
  try {
    const socket = await player.ensureConnected();
    await socket.pace();
    shared.recent.push({ at: Date.now(), channel, from: player.uid, message });
    if (message.raw !== undefined) {
      // A hand-written packet may leave the connection in a state the client does not know about
      // (a namespace disconnected, a binary packet waiting for its attachment): it goes on a socket
      // of its own that is closed right after.
      shared.stats.outcomes.add(`raw packet: ${await player.sendRawAlone(message.raw)}`);
      outcome = { type: 'sent' };
    } else {
      // A message the server does not answer (an unknown event, a malformed ping) holds its lane
      // only briefly: that it stays unanswered is all there is to learn.
      const timeoutMs = message.expectsAck ? shared.ackTimeoutMs : Math.min(1000, shared.ackTimeoutMs);
      outcome = await socket.emit(message.event, message.args, message.ack, timeoutMs);
    }
  } catch (error) {
    // No connection could be opened, or JSON.stringify in the client gave up (too deep): nothing
    // reached the server.
    shared.stats.outcomes.add(`not sent: ${error instanceof Error ? error.message.slice(0, 60) : 'error'}`);
    outcome = { type: 'unsendable' };
  } finally {
    if (gated) shared.gate.end();
  }
  const code = answerCode(outcome);
  shared.stats.socketAnswers.add(`${message.event.slice(0, 40)} → ${code}`);
  shared.stats.outcomes.add(`socket ${outcome.type}`);
  if (outcome.type === 'timeout' && message.expectsAck)
    shared.findings.add('no-ack', message.event, { from: player.uid, message: printable(message) });
  return outcome;
}

/** Sends one HTTP request, counts its status and reports a 5xx. Undefined when the connection failed. */
export async function deliverHttp(
  shared: Shared,
  agent: LoopbackAgent,
  from: string,
  request: HttpCase,
): Promise<HttpAnswer | undefined> {
  await shared.gate.pass();
  shared.gate.begin();
  shared.recent.push({ at: Date.now(), channel: 'http', from, message: request });
  let answer: HttpAnswer | undefined;
  try {
    answer = await sendHttp(shared.url, agent, request.message);
  } catch (error) {
    // A kept-alive connection the server closed after another request's answer fails the next
    // request on it: sent again alone, the request shows whether it was its own fault.
    answer = await sendHttp(shared.url, agent.localAlone(), request.message).catch(() => undefined);
    const what = error instanceof Error ? error.message.slice(0, 40) : 'error';
    shared.stats.outcomes.add(`http ${what}, ${answer === undefined ? 'again' : 'answered'} when sent alone`);
    if (answer === undefined && shared.stats.unanswered.length < 10)
      shared.stats.unanswered.push(printable(request));
  } finally {
    shared.gate.end();
  }
  if (answer === undefined) return undefined;
  shared.stats.httpStatuses.add(String(answer.status));
  shared.stats.httpAnswers.add(`${request.route} → ${answer.status}`);
  if (answer.status >= 500)
    shared.findings.add('http-5xx', `${answer.status} ${request.route}`, {
      request: printable(request),
      status: answer.status,
      body: answer.text.slice(0, 500),
    });
  return answer;
}
