import type { PlayerView } from '@npat/engine';
import type { LobbyView } from '@npat/protocol';
import type { Random } from '../random.ts';

/** What the fuzzer knows of one room from the views its sockets received. */
export interface KnownRoom {
  readonly roomId: string;
  joinCode: string | undefined;
  uids: string[];
  categoryIds: string[];
}

/**
 * Every real id the fuzzer has seen (rooms, join codes, users, categories), so generated messages can
 * name real things: a refusal for an unknown room tests little, one for a real room in a running game
 * reaches the rules. Bounded: the oldest rooms are forgotten first.
 */
export class Knowledge {
  private readonly rooms = new Map<string, KnownRoom>();
  private readonly uids = new Set<string>();
  private readonly uidList: string[] = [];
  /** `rooms` as a list, made again only after a room was added or forgotten. */
  private roomList: KnownRoom[] | undefined;

  seeUser(uid: string): void {
    if (this.uids.size >= 5000 || this.uids.has(uid)) return;
    this.uids.add(uid);
    this.uidList.push(uid);
  }

  seeLobby(view: LobbyView): void {
    const room = this.room(view.roomId);
    room.joinCode = view.joinCode;
    room.uids = view.slots.map((slot) => slot.uid);
    room.categoryIds = [
      ...view.categories.defaults.map((category) => category.id),
      ...view.categories.custom.map((category) => category.id),
    ];
    for (const uid of room.uids) this.seeUser(uid);
  }

  seeGame(roomId: string, view: PlayerView): void {
    const room = this.room(roomId);
    room.uids = view.players.map((player) => player.uid);
    room.categoryIds = view.round.categories.map((category) => category.id);
    for (const uid of room.uids) this.seeUser(uid);
  }

  seeRoom(roomId: string, joinCode?: string): void {
    const room = this.room(roomId);
    if (joinCode !== undefined) room.joinCode = joinCode;
  }

  get(roomId: string): KnownRoom | undefined {
    return this.rooms.get(roomId);
  }

  /** A known room, the newer ones more likely; undefined before any was seen. */
  anyRoom(random: Random): KnownRoom | undefined {
    if (this.rooms.size === 0) return undefined;
    this.roomList ??= [...this.rooms.values()];
    const all = this.roomList;
    // Newer rooms are the ones with games running: pick from the last 50 most of the time.
    const recent = random.chance(0.8) ? all.slice(-50) : all;
    return random.pick(recent);
  }

  anyUid(random: Random): string | undefined {
    return this.uidList.length === 0 ? undefined : random.pick(this.uidList);
  }

  private room(roomId: string): KnownRoom {
    let room = this.rooms.get(roomId);
    if (room === undefined) {
      room = { roomId, joinCode: undefined, uids: [], categoryIds: [] };
      this.rooms.set(roomId, room);
      this.roomList = undefined;
      if (this.rooms.size > 2000) this.rooms.delete(this.rooms.keys().next().value as string);
    }
    return room;
  }
}
