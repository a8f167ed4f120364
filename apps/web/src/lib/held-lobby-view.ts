import type { LobbyView } from '@npat/protocol';

/**
 * What a tab holds of one lobby, ordered by the room's version: across nodes a broadcast can arrive
 * after a newer one, or before the ack of the join that seated the player.
 */
export interface HeldLobbyView {
  /** What the screen shows: the newest view that seats the player, or any once the join is answered. */
  readonly shown: LobbyView | undefined;
  /**
   * The newest broadcast without the player that came before their join was answered: it may be from
   * before their seat (it would send them home), so it waits for the ack and counts only if newer.
   */
  readonly waiting: LobbyView | undefined;
  /** Whether the join sent last was answered (with a seat). */
  readonly joined: boolean;
}

/** Whether `view` gives `uid` a slot. */
export function seats(view: LobbyView, uid: string | undefined): boolean {
  return view.slots.some((slot) => slot.uid === uid);
}

/**
 * `held` as a join is sent (the screen opens, or the connection is back). A view that does not seat the
 * player (what they saw when they left, before coming back) is not shown again; one that seats them
 * stays on screen until the ack (docs/decisions/052-lobby-shows-a-view-that-seats-us.md).
 */
export function withJoinSent(held: HeldLobbyView | undefined, uid: string | undefined): HeldLobbyView {
  const shown = held?.shown !== undefined && seats(held.shown, uid) ? held.shown : undefined;
  return { shown, waiting: undefined, joined: false };
}

/** `held` with the join's ack: the newest of what it shows, the ack and the broadcast that waited. */
export function withJoinAnswered(held: HeldLobbyView | undefined, view: LobbyView): HeldLobbyView {
  const shown = newest(newest(held?.shown, view), held?.waiting);
  if (held?.joined && held.shown === shown && held.waiting === undefined) return held;
  return { shown, waiting: undefined, joined: true };
}

/**
 * `held` with a `lobby:state`. Before the join is answered, one that seats the player is shown at once
 * (an ack can come late, or never: socket.io drops it on a timeout); one that does not is kept aside.
 * `held` itself when the view is not newer than the one it would replace (equal is a duplicate).
 */
export function withBroadcast(
  held: HeldLobbyView | undefined,
  view: LobbyView,
  uid: string | undefined,
): HeldLobbyView {
  const base = held ?? { shown: undefined, waiting: undefined, joined: false };
  if (base.joined || seats(view, uid)) {
    const shown = newest(base.shown, view);
    return shown === base.shown ? base : { ...base, shown };
  }
  const waiting = newest(base.waiting, view);
  return waiting === base.waiting ? base : { ...base, waiting };
}

/**
 * The newer of two views of a room: `held` unless `next` is of a later version. Every version of a room
 * is newer than the one before, so the older is the one to drop.
 */
function newest(held: LobbyView | undefined, next: LobbyView | undefined): LobbyView | undefined {
  if (held === undefined) return next;
  if (next === undefined) return held;
  return next.roomId === held.roomId && next.version <= held.version ? held : next;
}
