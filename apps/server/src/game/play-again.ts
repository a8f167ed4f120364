import { GAME_ERROR_CODES, playerView, refuse } from '@npat/engine';
import type { PlayAgain } from '@npat/protocol';
import { currentProfile } from '../rooms/player-profile.ts';
import type { CreateRoomResult, RoomService } from '../rooms/room-service.ts';
import type { RoomSnapshot } from '../rooms/room-snapshot.ts';
import type { Decide, Refusal, WriteResult } from '../rooms/room-writer.ts';
import type { UsersRepository } from '../storage/users-repository.ts';
import type { GameChannel } from './game-channel.ts';
import type { GameAckResult, Reply } from './game-service.ts';

export interface PlayAgainDeps {
  readonly rooms: RoomService;
  readonly users: UsersRepository;
  readonly channel: GameChannel;
  readonly now: () => number;
}

/**
 * Play again (game-design §7): from FINAL_RESULTS, a new lobby with the same settings, the requester
 * as its host with the two categories they played with, and everyone in the old room invited to
 * follow. The old room records its new lobby, so whoever asks next is sent to the same one rather
 * than splitting the group.
 */
export async function playAgain(
  deps: PlayAgainDeps,
  roomId: string,
  uid: string,
  reply?: Reply,
): Promise<GameAckResult> {
  // Created at most once per request, inside the old room's queue, even if the commit is retried.
  let created: CreateRoomResult | undefined;

  const decide: Decide<Refusal> = async ({ snapshot }) => {
    const { game, playAgainRoomId } = snapshot;
    if (game === null || game.phase !== 'FINAL_RESULTS') return refusal(GAME_ERROR_CODES.WRONG_PHASE);
    if (!game.players.some((player) => player.uid === uid)) return refusal(GAME_ERROR_CODES.NOT_A_PLAYER);
    if (playAgainRoomId !== null) return { kind: 'keep' };
    created ??= await createLobby(deps, snapshot, uid);
    if (!created.ok) return { kind: 'refuse', error: created.error };
    return {
      kind: 'change',
      snapshot: { ...snapshot, playAgainRoomId: created.roomId },
      events: [{ type: 'play-again', uid, roomId: created.roomId }],
    };
  };

  let ack: GameAckResult | undefined;
  const settle = (result: WriteResult<Refusal>) => {
    const invite = inviteOf(roomId, result);
    ack =
      invite && result.ok && result.snapshot.game
        ? { ok: true, view: playerView(result.snapshot.game, uid, deps.now()), invite }
        : { ok: false, error: result.ok ? refuse(GAME_ERROR_CODES.WRONG_PHASE).error : result.error };
    reply?.(ack);
    // Everyone still in the old room, the requester's other tabs included, is invited to follow.
    if (invite) deps.channel.invite(roomId, invite);
  };
  const result = await deps.rooms.change(roomId, decide, { onSettled: settle });
  if (ack === undefined) settle(result);
  return ack ?? { ok: false, error: refuse(GAME_ERROR_CODES.WRONG_PHASE).error };
}

function refusal(code: keyof typeof GAME_ERROR_CODES) {
  return { kind: 'refuse' as const, error: refuse(code).error };
}

function inviteOf(roomId: string, result: WriteResult<Refusal>): PlayAgain | undefined {
  if (!result.ok || result.snapshot.playAgainRoomId === null) return undefined;
  return { fromRoomId: roomId, roomId: result.snapshot.playAgainRoomId };
}

/** The new lobby: the old room's settings, hosted by `uid` with their own two categories of this game. */
async function createLobby(
  deps: PlayAgainDeps,
  snapshot: RoomSnapshot,
  uid: string,
): Promise<CreateRoomResult> {
  const profile =
    (await currentProfile(deps.users, uid)) ?? snapshot.game?.players.find((player) => player.uid === uid);
  const [first, second] = Object.hasOwn(snapshot.lobby.customCategories, uid)
    ? (snapshot.lobby.customCategories[uid] ?? [])
    : [];
  // Everyone who started had two categories; a profile is missing only for a deleted user.
  if (profile === undefined || first === undefined || second === undefined)
    return {
      ok: false,
      error: { code: 'invalid-request', message: 'You cannot start a new game from here.' },
    };
  const { displayName, photoURL } = profile;
  return deps.rooms.create(
    { uid, displayName, photoURL },
    { ...snapshot.lobby.settings, customCategory1: first.title, customCategory2: second.title },
  );
}
