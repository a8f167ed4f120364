import { createRoom, lobbyView, type PlayerProfile } from '@npat/engine';
import type { LobbyAck, LobbyError } from '@npat/protocol';
import { serverRefusals } from '../realtime/server-refusals.ts';
import { HOSTED_ROOMS } from '../resource-caps.ts';
import type { CommittedChange, RoomService } from '../room-pipeline/room-service.ts';
import { encodeSnapshot, newSnapshot, roomPhase } from '../room-pipeline/room-snapshot.ts';
import type { Decide, RoomEvent, WriteResult } from '../room-pipeline/room-writer.ts';
import { JoinCodeTakenError, type RoomsRepository } from '../storage/rooms-repository.ts';
import { makeRoomToHost } from './hosted-rooms.ts';
import type { LobbyChannel } from './lobby-channel.ts';
import { decideIntent, type GameHandOver } from './lobby-decision.ts';
import type { LobbyIntent } from './lobby-intents.ts';
import { newJoinCode, newRoomId } from './room-ids.ts';

/** Draws of a join code before giving up; with 32^6 codes a second draw is already rare. */
const JOIN_CODE_DRAWS = 10;

export type CreateRoomResult =
  | { readonly ok: true; readonly roomId: string; readonly joinCode: string }
  | { readonly ok: false; readonly error: LobbyError };

/** Callbacks around one intent, for the transport that carried it. */
export interface IntentHooks {
  /** Runs once the rules accepted the intent, before it is committed (again, if the write is retried). */
  readonly beforeCommit?: () => Promise<void> | void;
  /** Runs after the commit (or the refusal) and before the broadcast: acknowledge the sender here. */
  readonly onSettled?: (ack: LobbyAck) => void;
}

/** The lobby's side of the room pipeline: creating rooms and the lobby's intents, acknowledged with its view. */
export interface LobbyService {
  /**
   * Creates a room in LOBBY with `host` in slot 1, checking `form` against gameCreationSchema. A host
   * of too many rooms first loses their oldest empty lobby, or is refused (rooms/hosted-rooms.ts).
   */
  create(host: PlayerProfile, form: unknown): Promise<CreateRoomResult>;
  /** Applies a lobby intent of `uid`; the ack carries the committed view or the refusal. */
  apply(roomId: string, uid: string, intent: LobbyIntent, hooks?: IntentHooks): Promise<LobbyAck>;
  /** Takes `uid` out of every open room they sit in (a guest about to be deleted). */
  leaveOpenRooms(uid: string): Promise<void>;
}

export interface LobbyServiceDeps {
  /** The room pipeline every change goes through. */
  readonly pipeline: RoomService;
  readonly rooms: RoomsRepository;
  readonly channel: LobbyChannel;
  /** The game a start hands the room over to. */
  readonly game: GameHandOver;
  readonly now: () => number;
  /** Open rooms one user may host; HOSTED_ROOMS by default. */
  readonly hostedRoomsLimit?: number;
}

/** The lobby's service; its broadcast listens to every commit of the pipeline from now on. */
export function createLobbyService(deps: LobbyServiceDeps): LobbyService {
  const { pipeline, rooms, channel, game, now } = deps;
  const change = (roomId: string, uid: string, decide: Decide, hooks: IntentHooks = {}) =>
    pipeline.change(roomId, decide, {
      ...(hooks.beforeCommit && { beforeCommit: hooks.beforeCommit }),
      onSettled: (result) => hooks.onSettled?.(lobbyAckOf(result, uid)),
    });

  pipeline.onCommitted((roomId, committed) => publish(channel, roomId, committed));

  return {
    create(host, form) {
      // One creation at a time per host on this node, so two at once cannot both pass the cap.
      return pipeline.exclusive(`host:${host.uid}`, async (): Promise<CreateRoomResult> => {
        let madeRoom = false;
        for (let draw = 0; draw < JOIN_CODE_DRAWS; draw += 1) {
          const outcome = createRoom(
            { roomId: newRoomId(), joinCode: newJoinCode(), host, settings: form },
            now(),
          );
          if (!outcome.ok) return outcome;
          if (!madeRoom) {
            const limit = deps.hostedRoomsLimit ?? HOSTED_ROOMS;
            const refusal = await makeRoomToHost({ rooms, change: pipeline.change, limit }, host.uid);
            if (refusal !== undefined) return { ok: false, error: refusal };
            madeRoom = true;
          }
          const { roomId, joinCode } = outcome.state;
          const snapshot = newSnapshot(outcome.state);
          try {
            await rooms.create({
              id: roomId,
              joinCode,
              phase: roomPhase(snapshot),
              snapshot: encodeSnapshot(snapshot),
              time: outcome.state.createdAt,
              events: outcome.events.map((event) => ({ type: event.type, payload: JSON.stringify(event) })),
              members: [host.uid],
            });
            return { ok: true, roomId, joinCode };
          } catch (error) {
            if (!(error instanceof JoinCodeTakenError)) throw error;
          }
        }
        return { ok: false, error: serverRefusals.busy() };
      });
    },

    async apply(roomId, uid, intent, hooks) {
      return lobbyAckOf(await change(roomId, uid, decideIntent(uid, intent, game), hooks), uid);
    },

    async leaveOpenRooms(uid) {
      for (const roomId of await rooms.openRoomsOf(uid))
        await pipeline.change(roomId, decideIntent(uid, { type: 'leave' }, game));
    },
  };
}

/** Everyone in the room gets the lobby's new view; whoever was kicked or left stops listening. */
function publish(
  channel: LobbyChannel,
  roomId: string,
  { snapshot, version, events, lobbyChanged }: CommittedChange,
) {
  // A running game's changes reach its players as their own views (game/register-game.ts).
  if (!lobbyChanged) return;
  const kicked = uidsOf(events, 'player-kicked');
  const host = snapshot.lobby.slots.find((slot) => slot.isHost)?.uid ?? null;
  channel.publish(
    roomId,
    { everyone: lobbyView(snapshot.lobby, version, null), host: lobbyView(snapshot.lobby, version, host) },
    kicked,
  );
  for (const uid of kicked) channel.removeUser(roomId, uid, { kicked: true });
  for (const uid of uidsOf(events, 'player-left')) channel.removeUser(roomId, uid, { kicked: false });
}

function lobbyAckOf(result: WriteResult, uid: string): LobbyAck {
  return result.ok ? { ok: true, view: lobbyView(result.snapshot.lobby, result.version, uid) } : result;
}

function uidsOf(events: readonly RoomEvent[], type: 'player-kicked' | 'player-left'): string[] {
  return events.flatMap((event) => (event.type === type ? [event.uid] : []));
}
