/**
 * What an entry of the intent table says about an intent besides its rule: who may send it, in which
 * phases, and the finer checks the screens need too. One function reads it for the refusal (`moveRefusal`)
 * and the view's `allowed` list reads the same function, so a button and the server never disagree.
 */
import type { GameErrorCode } from '../errors.ts';
import type { GamePhase, GamePlayer, GameState } from '../state.ts';
import type { GameIntentFunction, IntentRule } from './run-intent.ts';

/** Who may send an intent: any player still in the game, only the host, or only a spectator. */
export type Sender = 'player' | 'host' | 'spectator';

/** The checks of an intent sent by a player, in the order they are made. */
export interface MoveChecks {
  readonly by: 'player' | 'host';
  /** The house rule or end mode the intent belongs to: refused with its own code, before the phase. */
  readonly requires?: (state: GameState) => GameErrorCode | null;
  /** The phases it may be sent in; every phase when left out. */
  readonly phases?: readonly GamePhase[];
  /** Phases it has just missed: refused there as `too-late` instead of `wrong-phase`. */
  readonly lateIn?: readonly GamePhase[];
  /** A finer condition of the moment (say, not yet redrawn this round), after the phase and the host. */
  readonly precondition?: (state: GameState, actor: GamePlayer) => GameErrorCode | null;
}

/** A whole rule of someone without a seat: it makes its own checks (spectating/seats.ts shares them). */
export type SpectatorRule<Payload> = GameIntentFunction<Payload>;

/** The refusal code of the checks for `actor` in `state`, or null when they may send it. */
export type MoveGuard = (state: GameState, actor: GamePlayer) => GameErrorCode | null;

/** An intent players send: its checks and its rule (or a runner of its own, for drafts), and a spectator's variant. */
export type PlayerMove<Payload> = MoveChecks & {
  /** What a spectator's same intent does (leaving); without it a spectator is refused `not-a-player`. */
  readonly spectator?: SpectatorRule<Payload>;
} & (
    | { readonly rule: IntentRule<Payload>; readonly run?: never }
    /** Runs without the copy every other rule gets (drafts are most intents); it must call the guard. */
    | { readonly run: (guard: MoveGuard) => GameIntentFunction<Payload>; readonly rule?: never }
  );

/** An intent only spectators send; players get the rule's own `already-playing`. */
export interface SpectatorMove<Payload> {
  readonly by: 'spectator';
  readonly rule: SpectatorRule<Payload>;
  /** Whether the spectator `uid` may send it now (for `allowed`; the rule decides on its own). */
  readonly allowedFor: (state: GameState, uid: string) => boolean;
}

export type GameMove<Payload> = PlayerMove<Payload> | SpectatorMove<Payload>;

/**
 * Why `actor` may not send an intent with these checks in `state`, or null. Called on the state
 * advanced to the intent's time, after the actor was found still in the game.
 */
export function moveRefusal(checks: MoveChecks, state: GameState, actor: GamePlayer): GameErrorCode | null {
  const unplayed = checks.requires?.(state) ?? null;
  if (unplayed !== null) return unplayed;
  if (checks.phases !== undefined && !checks.phases.includes(state.phase)) {
    return checks.lateIn?.includes(state.phase) ? 'too-late' : 'wrong-phase';
  }
  if (checks.by === 'host' && actor.uid !== state.hostUid) return 'not-host';
  return checks.precondition?.(state, actor) ?? null;
}
