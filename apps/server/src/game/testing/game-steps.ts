import type { GamePhase, PlayerView } from '@npat/engine';
import type { TestClock } from '../../testing/test-clock.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { accepted, type TestPlayer } from './game-client.ts';

/**
 * Moves the test clock to `at` (never back) and runs the room's timer path at once, as the timer
 * would when it fires: no test waits for real time to pass.
 */
export async function tickAt(
  server: TestServer,
  clock: TestClock,
  roomId: string,
  at: number,
): Promise<void> {
  if (at > clock.now()) clock.advance(at - clock.now());
  await server.game.service.advance(roomId);
}

/** Ticks at the current phase's deadline; resolves once every player has a view in `phase`. */
export async function tickInto(
  server: TestServer,
  clock: TestClock,
  roomId: string,
  players: readonly TestPlayer[],
  phase: GamePhase,
): Promise<PlayerView[]> {
  const deadline = players[0]?.latestView()?.phaseEndsAt;
  if (deadline === null || deadline === undefined) throw new Error('there is no deadline to tick at');
  await tickAt(server, clock, roomId, deadline);
  return everyoneIn(players, phase);
}

/** Resolves once every player's latest view is in `phase`. */
export function everyoneIn(players: readonly TestPlayer[], phase: GamePhase): Promise<PlayerView[]> {
  return Promise.all(players.map((player) => player.viewWhere((view) => view.phase === phase)));
}

/** Whether a view's review carries the referee's marks, which come in a commit of their own after the reveal. */
export function isJudged(view: PlayerView): boolean {
  return !!view.round.review?.categories.some((category) =>
    category.answers.some((answer) => answer.referee),
  );
}

/** Resolves once every player's view of the review carries the referee's marks (decision 067). */
export function everyoneJudged(players: readonly TestPlayer[]): Promise<PlayerView[]> {
  return Promise.all(players.map((player) => player.viewWhere(isJudged)));
}

/** Saves one answer per category of the current round, each acked; `textFor` returns null to leave one empty. */
export async function answerRound(
  player: TestPlayer,
  roomId: string,
  view: PlayerView,
  textFor: (categoryId: string) => string | null,
): Promise<PlayerView> {
  for (const { id } of view.round.categories) {
    const text = textFor(id);
    if (text !== null) accepted(await player.game('game:save-answer', { roomId, categoryId: id, text }));
  }
  return player.latestView() ?? view;
}

/** A letter that is not `letter`, for an answer with the wrong first letter. */
export function otherLetter(letter: string): string {
  return letter === 'Q' ? 'Z' : 'Q';
}

/** The points `uid` scored per category in round `round` of a view's results table, by category id. */
export function pointsOf(view: PlayerView, round: number, uid: string): Record<string, number> {
  const table = view.results.find((entry) => entry.round === round);
  const row = table?.players.find((player) => player.uid === uid);
  return Object.fromEntries((row?.answers ?? []).map((answer) => [answer.categoryId, answer.points]));
}

/** A short stand-in for a category id in answer texts: players' own categories have long ids. */
export function keyOf(categoryId: string): string {
  return categoryId.includes('/') ? 'own' : categoryId;
}
