import type { DraftAck, GameAck } from '@npat/protocol';
import type { PlayerView } from '@npat/engine';
import type { BotConnection } from './bot-connection.ts';
import type { BenchOptions } from './options.ts';
import { pause, randomMs } from './pool.ts';
import { draftsOf, wordFor } from './words.ts';

type Ack = GameAck<PlayerView>;

/**
 * What a bot must find in the final results, per `${round}/${categoryId}`: its last acknowledged
 * text, or a later draft whose ack never came (the server may well have committed it).
 */
export type AckedAnswers = Map<string, { text: string; orLater: string[] }>;

export interface AnswerContext {
  readonly connection: BotConnection;
  readonly roomId: string;
  readonly options: BenchOptions;
  /** Fastest Finger: this bot presses STOP once it has filled every category. */
  readonly stopper: boolean;
  readonly acked: AckedAnswers;
  /** Epoch ms after which nothing waits any longer. */
  readonly deadline: number;
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** Someone else pressed STOP: the others hurry and save what they have left at once. */
function hurry(connection: BotConnection): boolean {
  const stop = connection.game?.round.stop;
  return stop !== null && stop !== undefined && stop.uid !== connection.uid;
}

/** One draft to save: when (ms after answering opened for this bot), where and what. */
interface PlannedDraft {
  at: number;
  categoryId: string;
  text: string;
}

/** Every draft of the round in typing order, spread over a random 30–100 % of the typing window. */
function planDrafts(view: PlayerView, options: BenchOptions): PlannedDraft[] {
  const { letter, categories } = view.round;
  const typingMs = randomMs(options.typingMs * 0.3, options.typingMs);
  const gapMs = typingMs / Math.max(1, categories.length * options.drafts);
  let at = 0;
  return shuffled(categories).flatMap((category) =>
    draftsOf(wordFor(letter, Math.floor(Math.random() * 4)), options.drafts).map((text) => {
      at += (0.5 + Math.random()) * gapMs;
      return { at, categoryId: category.id, text };
    }),
  );
}

/**
 * Per category, the last acknowledged draft and any later ones left without an answer: the socket
 * keeps drafts in order, so the server holds one of those.
 */
function recordAcked(
  acked: AckedAnswers,
  round: number,
  outcomes: readonly { categoryId: string; text: string; result: 'acked' | 'refused' | 'unanswered' }[],
): void {
  for (const [index, { categoryId, text, result }] of outcomes.entries()) {
    if (result !== 'acked') continue;
    const later = outcomes.slice(index + 1).filter((other) => other.categoryId === categoryId);
    if (later.some((other) => other.result === 'acked')) continue;
    const orLater = later.filter((other) => other.result === 'unanswered').map((other) => other.text);
    acked.set(`${round}/${categoryId}`, { text, orLater });
  }
}

/**
 * ANSWERING for one bot, as the web app does it: each draft goes out when its (debounced) moment
 * comes, without waiting for the previous one's ack (the socket keeps them in order), so a slow
 * server does not slow the typing down. Before Done (or STOP, for this round's stopper in Fastest
 * Finger) every draft's ack is awaited, as the app flushes its drafts first.
 */
export async function answerRound(context: AnswerContext, view: PlayerView): Promise<void> {
  const { connection, roomId, options, acked } = context;
  const openedAt = Date.now();
  const pending: Promise<void>[] = [];
  const outcomes: { categoryId: string; text: string; result: 'acked' | 'refused' | 'unanswered' }[] = [];
  for (const draft of planDrafts(view, options)) {
    if (!hurry(connection)) await pause(openedAt + draft.at - Date.now(), context.deadline);
    const { categoryId, text } = draft;
    const outcome = { categoryId, text, result: 'unanswered' as 'acked' | 'refused' | 'unanswered' };
    outcomes.push(outcome);
    const sent = connection.send<DraftAck>('game:save-answer', { roomId, categoryId, text });
    // A timeout or a lost connection is counted where it happens; the round goes on without it.
    pending.push(sent.then((ack) => void (outcome.result = ack.ok ? 'acked' : 'refused')).catch(() => {}));
  }
  await Promise.all(pending);
  recordAcked(acked, view.round.number, outcomes);
  const finish = context.stopper && options.endMode === 'Fastest Finger' ? 'game:stop' : 'game:done';
  const ack = await connection.send<Ack>(finish, { roomId });
  // A STOP that was refused (counted as an error) still leaves this bot to press Done.
  if (!ack.ok && finish === 'game:stop') await connection.send<Ack>('game:done', { roomId });
}
