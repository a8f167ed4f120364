/**
 * The game's one table of intents (docs/product/rules.md), keyed by the wire name: for each, the protocol's
 * payload schema, the phases it may be sent in, who may send it, a finer precondition where the screens
 * need one, and its rule. The engine refuses from here before a rule runs (apply-intent.ts), the server
 * registers every entry as it stands (game-gateway.ts), and each view lists the entries its viewer may
 * send now (`allowed`). Adding an intent: its schema in packages/protocol/src/game-intents.ts, its rule,
 * and one entry here (packages/engine/README.md#how-to-add-an-intent).
 */
import { gameIntentSchemas, type GameIntentPayload, type GameMoveName } from '@npat/protocol';
import { currentRoundOf } from '../current-round.ts';
import { isVoting } from '../letter-vote.ts';
import { lateJoinRefusal } from '../spectating/seats.ts';
import { askToJoin, stopWatching } from '../spectating/spectator-intents.ts';
import type { GamePhase, GameState } from '../state.ts';
import { markDone, stop } from './answering-intents.ts';
import { joinAnswers, splitAnswers } from './grouping-intents.ts';
import { changeRoundSettings, endGame, makeHost, redrawLetter } from './host-intents.ts';
import { vetoLetter } from './letter-vote-intents.ts';
import type { GameMove } from './move-guard.ts';
import { leaveGame, leaveResults } from './presence-intents.ts';
import { nextRound } from './results-intents.ts';
import {
  challenge,
  focusReview,
  hostContinue,
  reviewDone,
  voteCreative,
  withdrawChallenge,
} from './review-intents.ts';
import { paceReveal } from '../review/reveal.ts';
import { saveAnswer } from './save-answer.ts';

/** What a rule is given: the wire payload; the room it names is the server's business. */
export type MovePayload<N extends GameMoveName> = Omit<GameIntentPayload<N>, 'roomId'>;

/** A table of intents, each entry typed by the payload of its name. */
export type MoveTable<Names extends string, Payloads extends Record<Names, unknown>> = {
  readonly [N in Names]: GameMove<Payloads[N]>;
};

/** The payload of each wire intent, as its rule gets it. */
export type WirePayloads = { [N in GameMoveName]: MovePayload<N> };

/** The wire table: every entry also carries the protocol's schema of its payload, for the server. */
type WireMoves = {
  readonly [N in GameMoveName]: GameMove<MovePayload<N>> & { readonly schema: (typeof gameIntentSchemas)[N] };
};

const ANSWERING: readonly GamePhase[] = ['ANSWERING'];
/** Answering intents that arrive when the phase has just moved on are late, not misplaced. */
const ANSWERING_MISSED: readonly GamePhase[] = ['REVIEWING', 'ROUND_RESULTS'];
const REVIEWING: readonly GamePhase[] = ['REVIEWING'];
const ROUND_RESULTS: readonly GamePhase[] = ['ROUND_RESULTS'];
/** The phases a game can still be ended from: before its final results. */
const BEFORE_RESULTS: readonly GamePhase[] = ['ROUND_STARTING', 'ANSWERING', 'REVIEWING', 'ROUND_RESULTS'];
/** Every phase of a game not yet over. */
const RUNNING: readonly GamePhase[] = [...BEFORE_RESULTS, 'FINAL_RESULTS'];

const fastestFinger = (state: GameState) =>
  state.settings.endMode === 'Fastest Finger' ? null : 'not-fastest-finger';
const creativeBonus = (state: GameState) => (state.settings.creativeBonus ? null : 'creative-bonus-off');

export const GAME_MOVES: WireMoves = {
  'game:save-answer': {
    schema: gameIntentSchemas['game:save-answer'],
    by: 'player',
    phases: ANSWERING,
    lateIn: ANSWERING_MISSED,
    run: saveAnswer,
  },
  'game:done': {
    schema: gameIntentSchemas['game:done'],
    by: 'player',
    phases: ANSWERING,
    lateIn: ANSWERING_MISSED,
    rule: markDone,
  },
  'game:stop': {
    schema: gameIntentSchemas['game:stop'],
    by: 'player',
    requires: fastestFinger,
    phases: ANSWERING,
    lateIn: ANSWERING_MISSED,
    // Only the first STOP counts.
    precondition: (state) => (currentRoundOf(state).stop === null ? null : 'already-stopped'),
    rule: stop,
  },
  'game:challenge': {
    schema: gameIntentSchemas['game:challenge'],
    by: 'player',
    phases: REVIEWING,
    rule: challenge,
  },
  'game:withdraw-challenge': {
    schema: gameIntentSchemas['game:withdraw-challenge'],
    by: 'player',
    phases: REVIEWING,
    rule: withdrawChallenge,
  },
  'game:vote-creative': {
    schema: gameIntentSchemas['game:vote-creative'],
    by: 'player',
    requires: creativeBonus,
    phases: REVIEWING,
    rule: voteCreative,
  },
  'game:join-answers': {
    schema: gameIntentSchemas['game:join-answers'],
    by: 'player',
    phases: REVIEWING,
    rule: joinAnswers,
  },
  'game:split-answer': {
    schema: gameIntentSchemas['game:split-answer'],
    by: 'player',
    phases: REVIEWING,
    rule: splitAnswers,
  },
  'game:review-done': {
    schema: gameIntentSchemas['game:review-done'],
    by: 'player',
    phases: REVIEWING,
    rule: reviewDone,
  },
  'game:review-focus': {
    schema: gameIntentSchemas['game:review-focus'],
    by: 'host',
    phases: REVIEWING,
    rule: focusReview,
  },
  'game:reveal': {
    schema: gameIntentSchemas['game:reveal'],
    by: 'host',
    requires: (state) => (state.settings.bigScreen ? null : 'no-big-screen'),
    phases: REVIEWING,
    rule: paceReveal,
  },
  'game:continue': {
    schema: gameIntentSchemas['game:continue'],
    by: 'host',
    phases: REVIEWING,
    rule: hostContinue,
  },
  'game:next-round': {
    schema: gameIntentSchemas['game:next-round'],
    by: 'host',
    phases: ROUND_RESULTS,
    rule: nextRound,
  },
  'game:leave': {
    schema: gameIntentSchemas['game:leave'],
    by: 'player',
    phases: RUNNING,
    rule: leaveGame,
    spectator: (state, uid, _payload, now) => stopWatching(state, uid, now),
  },
  'game:leave-results': {
    schema: gameIntentSchemas['game:leave-results'],
    by: 'player',
    phases: ['FINAL_RESULTS'],
    rule: leaveResults,
    spectator: (state, uid, _payload, now) => stopWatching(state, uid, now),
  },
  'game:end': {
    schema: gameIntentSchemas['game:end'],
    by: 'host',
    phases: BEFORE_RESULTS,
    rule: endGame,
  },
  'game:make-host': {
    schema: gameIntentSchemas['game:make-host'],
    by: 'host',
    phases: RUNNING,
    rule: makeHost,
  },
  'game:redraw-letter': {
    schema: gameIntentSchemas['game:redraw-letter'],
    by: 'host',
    // Under letter by vote the players chose the letter: there is nothing to draw again, in no phase.
    requires: (state) => (state.settings.letterVote ? 'wrong-phase' : null),
    phases: ['ROUND_STARTING'],
    precondition: (state) =>
      state.plan.redrawnRounds.includes(currentRoundOf(state).number) ? 'already-redrawn' : null,
    rule: redrawLetter,
  },
  'game:round-settings': {
    schema: gameIntentSchemas['game:round-settings'],
    by: 'host',
    phases: ROUND_RESULTS,
    rule: changeRoundSettings,
  },
  'game:veto-letter': {
    schema: gameIntentSchemas['game:veto-letter'],
    by: 'player',
    phases: ['ROUND_STARTING'],
    // The intro of a round by vote starts with the vote; once it closed, the letter is drawn.
    precondition: (state) => (isVoting(currentRoundOf(state)) ? null : 'wrong-phase'),
    rule: vetoLetter,
  },
  'game:join-next-round': {
    schema: gameIntentSchemas['game:join-next-round'],
    by: 'spectator',
    rule: (state, uid, { join }, now) => askToJoin(state, uid, join, now),
    // Taking a request back is always possible; asking, while a seat can be had.
    allowedFor: (state, uid) =>
      state.spectators.some((spectator) => spectator.uid === uid && spectator.joinsNextRound) ||
      lateJoinRefusal(state, uid) === null,
  },
};
