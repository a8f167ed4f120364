/**
 * Which socket.io rooms have sockets on this node alone, so a broadcast to one of them need not go
 * through Redis (docs/decisions/071-rooms-on-one-node-skip-redis.md). With room affinity at the
 * balancer nearly every room is such a room; the Redis round trip, the JSON of every view and this
 * node's own echo were paid for nobody.
 *
 * Each node that holds a room subscribes to the room's locality channel. A node that creates the room
 * counts the subscribers (PUBSUB SHARDNUMSUB), says hello, and waits for each of them to answer: from
 * its answer on, that node publishes the room's broadcasts, and the socket's join resolves only then,
 * so nothing said after the join is missed. A room is local while every other holder said goodbye.
 * Whatever is unsure (an answer that did not come, a Redis connection lost) counts as shared.
 */

/** The parts of socket.io's cluster adapter this uses. */
export interface LocalityAdapter {
  readonly uid: string;
  readonly nsp: { readonly name: string };
  readonly sids: Map<string, Set<string>>;
  on(event: 'create-room' | 'delete-room', listener: (room: string) => void): unknown;
  addAll(id: string, rooms: Set<string>): Promise<void> | void;
  broadcast(packet: unknown, opts: BroadcastOptions): unknown;
}

interface BroadcastOptions {
  readonly rooms: Set<string>;
  readonly except?: Set<string>;
  readonly flags?: Record<string, unknown>;
}

/** The Redis commands this uses, on the adapter's own two clients. */
export interface LocalityRedis {
  readonly publisher: {
    sPublish(channel: string, message: string): Promise<unknown>;
    pubSubShardNumSub(channel: string): Promise<Record<string, number>>;
  };
  readonly subscriber: {
    sSubscribe(channel: string, listener: (message: string) => void): Promise<void>;
    sUnsubscribe(channel: string): Promise<unknown>;
  };
}

/** What nodes say on a room's locality channel; `to` names the node whose hello is answered. */
interface Said {
  readonly t: 'hello' | 'here' | 'bye';
  readonly uid: string;
  readonly to?: string;
}

/** One room this node holds: who else does, and whether that is known for sure. */
interface Holding {
  readonly others: Set<string>;
  /** False until the hellos were all answered, and for good once anything was missed. */
  sure: boolean;
  /** Resolves a join waiting for answers, once `expected` nodes answered this node's hello. */
  answered?: { readonly from: Set<string>; readonly expected: number; readonly resolve: () => void };
}

/** How long a join waits for another holder's answer before it counts the room as shared and goes on. */
export const ANSWER_TIMEOUT_MS = 2000;

export interface RoomLocality {
  /** True when every socket of `room` is on this node and no other node will hear of one in time. */
  isLocal(room: string): boolean;
  /** Counts every room held now as shared: after a lost Redis connection, hellos may have been missed. */
  distrust(): void;
}

/**
 * Tracks `adapter`'s rooms and makes its broadcasts to a local room local. Socket-id rooms are left
 * alone (they travel on the adapter's shared channel).
 */
export function trackRoomLocality(adapter: LocalityAdapter, redis: LocalityRedis): RoomLocality {
  const held = new Map<string, Holding>();
  const channelOf = (room: string) => `npat-locality#${adapter.nsp.name}#${room}#`;
  const isSocketRoom = (room: string) => adapter.sids.has(room);
  const say = (room: string, said: Said) =>
    redis.publisher.sPublish(channelOf(room), JSON.stringify(said)).catch(() => distrustRoom(room));
  const distrustRoom = (room: string) => {
    const holding = held.get(room);
    if (holding !== undefined) holding.sure = false;
  };

  const hear = (room: string, holding: Holding, text: string) => {
    let said: Said;
    try {
      said = JSON.parse(text) as Said;
    } catch {
      return distrustRoom(room);
    }
    if (said.uid === adapter.uid || held.get(room) !== holding) return;
    if (said.t === 'bye') return void holding.others.delete(said.uid);
    holding.others.add(said.uid);
    if (said.t === 'hello') return void say(room, { t: 'here', uid: adapter.uid, to: said.uid });
    const waiting = holding.answered;
    if (said.to !== adapter.uid || waiting === undefined) return;
    waiting.from.add(said.uid);
    if (waiting.from.size >= waiting.expected) waiting.resolve();
  };

  /** Subscribes, counts the other holders, says hello and waits for their answers. */
  const settle = async (room: string, holding: Holding): Promise<void> => {
    const channel = channelOf(room);
    await redis.subscriber.sSubscribe(channel, (text) => hear(room, holding, text));
    const others = ((await redis.publisher.pubSubShardNumSub(channel))[channel] ?? 1) - 1;
    const from = new Set<string>();
    const answers = new Promise<boolean>((resolve) => {
      const late = setTimeout(() => resolve(false), ANSWER_TIMEOUT_MS);
      holding.answered = { from, expected: others, resolve: () => (clearTimeout(late), resolve(true)) };
      if (others <= 0) holding.answered.resolve();
    });
    await redis.publisher.sPublish(channel, JSON.stringify({ t: 'hello', uid: adapter.uid } satisfies Said));
    const allAnswered = await answers;
    holding.answered = undefined;
    if (held.get(room) === holding && allAnswered) holding.sure = true;
  };

  const settling = new Map<string, Promise<void>>();
  adapter.on('create-room', (room) => {
    if (isSocketRoom(room)) return;
    const holding: Holding = { others: new Set(), sure: false };
    held.set(room, holding);
    const settled: Promise<void> = settle(room, holding)
      .catch(() => distrustRoom(room))
      // A room let go and taken again meanwhile has a settling of its own, which stays.
      .finally(() => settling.get(room) === settled && settling.delete(room));
    settling.set(room, settled);
  });
  adapter.on('delete-room', (room) => {
    if (!held.delete(room)) return;
    void say(room, { t: 'bye', uid: adapter.uid });
    void redis.subscriber.sUnsubscribe(channelOf(room)).catch(() => undefined);
  });

  const isLocal = (room: string) => {
    const holding = held.get(room);
    return holding !== undefined && holding.sure && holding.others.size === 0;
  };

  // A join resolves once the rooms it created are settled: from then on every holder publishes to them.
  const addAll = adapter.addAll.bind(adapter);
  adapter.addAll = (id, rooms) => {
    const added = addAll(id, rooms);
    const pending = [...rooms].map((room) => settling.get(room)).filter((wait) => wait !== undefined);
    return pending.length === 0 ? added : Promise.all([added, ...pending]).then(() => undefined);
  };
  const broadcast = adapter.broadcast.bind(adapter);
  adapter.broadcast = (packet, opts) => {
    const [only, ...more] = opts.rooms;
    if (only === undefined || more.length > 0 || !isLocal(only)) return broadcast(packet, opts);
    return broadcast(packet, { ...opts, flags: { ...opts.flags, local: true } });
  };

  return {
    isLocal,
    distrust() {
      for (const holding of held.values()) holding.sure = false;
    },
  };
}
