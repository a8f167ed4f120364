import { GAME_ERROR_CODES, playerView, refuse, type GameErrorCode, type PlayerProfile } from '@npat/engine';
import type { GameError, LobbyError, PlayAgain } from '@npat/protocol';
import type { RoomService } from '../room-pipeline/room-service.ts';
import type { RoomSnapshot } from '../room-pipeline/room-snapshot.ts';
import type { Decide, WriteResult } from '../room-pipeline/room-writer.ts';
import type { GameChannel } from './game-channel.ts';
import type { GameAckResult, Reply } from './game-service.ts';

/** The new lobby's id, or why it could not be opened. */
export type OpenedLobby =
  { readonly ok: true; readonly roomId: string } | { readonly ok: false; readonly error: LobbyError };

/**
 * What Play again needs of the lobby. app.ts passes in the lobby's (rooms/): the game does not
 * import the lobby, it only names what it needs of it.
 */
export interface NewLobbies {
  /** The user's profile as stored now; undefined for a deleted user. */
  profileOf(uid: string): Promise<PlayerProfile | undefined>;
  /** Opens a lobby hosted by `host`, `form` checked as the room creation form is. */
  open(host: PlayerProfile, form: unknown): Promise<OpenedLobby>;
}

export interface PlayAgainDeps {
  readonly rooms: RoomService;
  readonly lobbies: NewLobbies;
  readonly channel: GameChannel;
  readonly now: () => number;
}

/**
 * Play again (docs/product/rules.md#play-again): from FINAL_RESULTS, a new lobby with the same settings, the
 * requester as its host with the two categories they played with, and everyone in the old room invited to
 * follow. The old room records its new lobby, so whoever asks next is sent to the same one rather than
 * splitting the group.
 */
export async function playAgain(
  deps: PlayAgainDeps,
  roomId: string,
  uid: string,
  reply?: Reply,
): Promise<GameAckResult> {
  // Created at most once per request, inside the old room's queue, even if the commit is retried.
  let created: OpenedLobby | undefined;

  const decide: Decide<GameError> = async ({ snapshot }) => {
    const { game, playAgainRoomId } = snapshot;
    if (game === null || game.phase !== 'FINAL_RESULTS') return refusal(GAME_ERROR_CODES.wrongPhase);
    if (!game.players.some((player) => player.uid === uid)) return refusal(GAME_ERROR_CODES.notAPlayer);
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
  const settle = (result: WriteResult<GameError>) => {
    // The one who opened the new lobby is named when this request opened it.
    const invite = inviteOf(roomId, result, created?.ok ? uid : undefined);
    ack =
      invite && result.ok && result.snapshot.game
        ? {
            ok: true,
            view: playerView(result.snapshot.game, uid, deps.now(), { roomId, version: result.version }),
            invite,
          }
        : { ok: false, error: result.ok ? refuse(GAME_ERROR_CODES.wrongPhase).error : result.error };
    reply?.(ack);
    // Everyone still in the old room, the requester's other tabs included, is invited to follow.
    if (invite) deps.channel.invite(roomId, invite);
  };
  const result = await deps.rooms.change(roomId, decide, { onSettled: settle });
  if (ack === undefined) settle(result);
  return ack ?? { ok: false, error: refuse(GAME_ERROR_CODES.wrongPhase).error };
}

function refusal(code: GameErrorCode) {
  return { kind: 'refuse' as const, error: refuse(code).error };
}

function inviteOf(
  roomId: string,
  result: WriteResult<GameError>,
  hostUid: string | undefined,
): PlayAgain | undefined {
  if (!result.ok || result.snapshot.playAgainRoomId === null) return undefined;
  return {
    fromRoomId: roomId,
    roomId: result.snapshot.playAgainRoomId,
    ...(hostUid !== undefined && { hostUid }),
  };
}

/**
 * The new lobby: the old room's settings, hosted by `uid` with their own two categories of this game, or
 * with none when players add none (own categories off: the creation form then asks for none).
 */
async function createLobby(deps: PlayAgainDeps, snapshot: RoomSnapshot, uid: string): Promise<OpenedLobby> {
  const profile =
    (await deps.lobbies.profileOf(uid)) ?? snapshot.game?.players.find((player) => player.uid === uid);
  const [first, second] = Object.hasOwn(snapshot.lobby.customCategories, uid)
    ? (snapshot.lobby.customCategories[uid] ?? [])
    : [];
  const { settings } = snapshot.lobby;
  // With own categories on, everyone who started had two; a profile is missing only for a deleted user.
  if (profile === undefined || (settings.ownCategories && (first === undefined || second === undefined)))
    return {
      ok: false,
      error: { code: 'invalid-request', message: 'You cannot start a new game from here.' },
    };
  const { displayName, photoURL } = profile;
  const own = first && second ? { customCategory1: first.title, customCategory2: second.title } : {};
  return deps.lobbies.open({ uid, displayName, photoURL }, { ...settings, ...own });
}
