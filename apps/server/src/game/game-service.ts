import {
  advance,
  applyGameIntent,
  applyServerIntent,
  nextDeadline,
  playerView,
  type GameError,
  type GameIntent,
  type GameResult,
  type GameState,
  type PlayerProfile,
  type PlayerView,
} from '@npat/engine';
import type { DraftAck, GameAck } from '@npat/protocol';
import type { RoomService } from '../room-pipeline/room-service.ts';
import type { Decide, WriteResult } from '../room-pipeline/room-writer.ts';
import { gameDecision } from './game-decision.ts';
import { gameRefusals } from './game-refusals.ts';
import type { GameTimers } from './game-timers.ts';

export type GameAckResult = GameAck<PlayerView>;

/** Called with the ack once the change is committed (or refused), before the others are told. */
export type Reply<Ack = GameAckResult> = (ack: Ack) => void;

/**
 * The game's side of the one path: every change goes through the room service's queue and commit
 * (the lobby's own), the engine decides, the sender is acknowledged with their own view, and then
 * every player gets theirs (the room service's commit listeners, see register-game.ts).
 */
export interface GameService {
  /**
   * A player (re)connects: `subscribe` puts the socket in the room's channels before the commit, the
   * player is marked connected, and the ack carries the full current view. Someone without a seat watches
   * (docs/product/rules.md#late-join), unless the lobby turned them away: the host removed them or locked it.
   * `senderSocketId`, as for `apply`.
   */
  join(
    roomId: string,
    profile: PlayerProfile,
    subscribe: () => Promise<void>,
    reply?: Reply,
    senderSocketId?: string,
  ): Promise<GameAckResult>;
  /**
   * One wire intent of `uid` (its payload as sent); the actor is always the sender, never someone the payload names. The
   * socket `senderSocketId` (given when `reply` reaches it) is left out of the broadcast: its ack carries
   * the same view.
   */
  apply(
    roomId: string,
    uid: string,
    intent: GameIntent,
    reply?: Reply,
    senderSocketId?: string,
  ): Promise<GameAckResult>;
  /**
   * A draft of `uid`: like `apply`, but acknowledged without a view, and `senderSocketId` (the socket
   * that sent it, which holds what it typed) is left out of the broadcast.
   */
  saveDraft(
    roomId: string,
    uid: string,
    draft: { categoryId: string; text: string },
    reply?: Reply<DraftAck>,
    senderSocketId?: string,
  ): Promise<DraftAck>;
  /**
   * The timer path: advances the room past every deadline due now. `scheduledFor` is the deadline the
   * timer was set for; when the stored deadline has moved on, another node served it and owns the next.
   */
  advance(roomId: string, scheduledFor?: number): Promise<void>;
}

export interface GameServiceDeps {
  readonly rooms: RoomService;
  readonly timers: GameTimers;
  readonly now: () => number;
  /**
   * Told of a game a change kept as it was (committed ones reach the commit listeners): a player who comes
   * back after a restart changes nothing, yet the room's bots must wake (bots/bot-driver.ts).
   */
  readonly onKept?: (roomId: string, game: GameState, version: number) => void;
}

export function createGameService({ rooms, timers, now, onKept }: GameServiceDeps): GameService {
  /** The sender's own view of the game as committed, or the refusal. */
  const viewAck = (roomId: string, uid: string, result: WriteResult<GameError>): GameAckResult => {
    if (!result.ok) return { ok: false, error: result.error };
    const { game } = result.snapshot;
    if (game === null) return { ok: false, error: gameRefusals.noGame() };
    return { ok: true, view: playerView(game, uid, now(), { roomId, version: result.version }) };
  };

  /** Whether the change was committed (or kept), without a view: only the version that holds the draft. */
  const draftAck = (_roomId: string, _uid: string, result: WriteResult<GameError>): DraftAck =>
    result.ok ? { ok: true, version: result.version } : { ok: false, error: result.error };

  /** Decides with the engine on the room's game; a room without one refuses every game intent. */
  const onGame =
    (run: (game: GameState, time: number) => GameResult): Decide<GameError> =>
    ({ snapshot }, time) => {
      if (snapshot.game === null) return { kind: 'refuse', error: gameRefusals.noGame() };
      return gameDecision(snapshot, run(snapshot.game, time));
    };

  /** Runs one change and answers `uid` as soon as it settles, with the ack `ackOf` makes of it; resolves with it. */
  const changeFor = async <Ack>(
    roomId: string,
    uid: string,
    decide: Decide<GameError>,
    ackOf: (roomId: string, uid: string, result: WriteResult<GameError>) => Ack,
    hooks: { beforeCommit?: () => Promise<void>; reply?: Reply<Ack> | undefined; senderSocketId?: string },
  ) => {
    let ack: Ack | undefined;
    const result = await rooms.change(roomId, decide, {
      ...(hooks.beforeCommit && { beforeCommit: hooks.beforeCommit }),
      // Only with a reply: the ack (or what the sender holds) stands for the broadcast to that socket.
      ...(hooks.reply &&
        hooks.senderSocketId !== undefined && { sender: { uid, socketId: hooks.senderSocketId } }),
      onSettled: (settled) => {
        ack = ackOf(roomId, uid, settled);
        hooks.reply?.(ack);
        // Whoever this node serves holds a timer for the room's deadline, kept changes included (a join
        // of someone already there, a draft sent again): if the node that set it has died, the players
        // who come here do not wait for the overdue sweep. In the room's queue, so never after a newer
        // commit's; that commit's listener sets the same deadline again, which keeps the one timer.
        if (settled.ok && settled.snapshot.game !== null) {
          timers.schedule(roomId, nextDeadline(settled.snapshot.game));
          if (!settled.committed) onKept?.(roomId, settled.snapshot.game, settled.version);
        }
      },
    });
    return ack ?? ackOf(roomId, uid, result);
  };

  return {
    async join(roomId, profile, subscribe, reply, senderSocketId) {
      const { uid } = profile;
      const decide: Decide<GameError> = (room, time) => {
        const { lobby, game } = room.snapshot;
        if (game === null || game.players.some((player) => player.uid === uid))
          return onGame((played) =>
            applyServerIntent(played, uid, { name: 'set-presence', payload: { connected: true } }, time),
          )(room, time);
        const watch = {
          displayName: profile.displayName,
          photoURL: profile.photoURL,
          roomLocked: lobby.locked,
          removed: lobby.removedUids.includes(uid),
        };
        return gameDecision(
          room.snapshot,
          applyServerIntent(game, uid, { name: 'watch', payload: watch }, time),
        );
      };
      return changeFor(roomId, uid, decide, viewAck, {
        beforeCommit: subscribe,
        reply,
        ...(senderSocketId !== undefined && { senderSocketId }),
      });
    },

    async apply(roomId, uid, intent, reply, senderSocketId) {
      const decide = onGame((game, time) => applyGameIntent(game, uid, intent, time));
      return changeFor(roomId, uid, decide, viewAck, {
        reply,
        ...(senderSocketId !== undefined && { senderSocketId }),
      });
    },

    async saveDraft(roomId, uid, { categoryId, text }, reply, senderSocketId) {
      const intent: GameIntent = { name: 'game:save-answer', payload: { categoryId, text } };
      const decide = onGame((game, time) => applyGameIntent(game, uid, intent, time));
      const hooks = { reply, ...(senderSocketId !== undefined && { senderSocketId }) };
      return changeFor(roomId, uid, decide, draftAck, hooks);
    },

    async advance(roomId, scheduledFor) {
      const result = await rooms.change(
        roomId,
        onGame((game, time) => ({ ok: true, ...advance(game, time) })),
      );
      if (!result.ok || result.committed || result.snapshot.game === null) return;
      // Nothing was due. Set again only for the same deadline (this timer fired early); a deadline that
      // moved on was served by another node, which has set its own timer for the next one.
      const deadline = nextDeadline(result.snapshot.game);
      if (scheduledFor === undefined || deadline === scheduledFor) timers.schedule(roomId, deadline);
    },
  };
}
