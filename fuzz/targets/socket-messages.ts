import { jsonNestsDeeperThan } from '@npat/protocol';
import type { KnownRoom, Knowledge } from '../arena/knowledge.ts';
import { EVIL_VALUES } from '../generate/evil-values.ts';
import { mutateText } from '../generate/mutate-bytes.ts';
import { mutateValue } from '../generate/mutate.ts';
import type { ValuePool } from '../generate/value-pool.ts';
import type { Random } from '../random.ts';
import { RESERVED_EVENTS, SOCKET_EVENTS, UNKNOWN_EVENTS, type SocketEvent } from './socket-events.ts';

/** Whether the event's packet, as socket.io-client writes it, nests deeper than the server reads. */
function tooDeep(event: string, args: unknown[]): boolean {
  try {
    return jsonNestsDeeperThan(JSON.stringify([event, ...args]));
  } catch {
    return false;
  }
}

/**
 * Intents that take a seated player out of their game. Sent as often as the others, they would end
 * every game before it reached its later phases, so a seated player sends them a tenth as often.
 */
const LEAVING = new Set([
  'lobby:leave',
  'lobby:kick',
  'lobby:edit-categories',
  'game:leave',
  'game:leave-results',
]);
const UNIFORM = SOCKET_EVENTS.map((event) => [event, 1] as const);
const SEATED_WEIGHTS = SOCKET_EVENTS.map((event) => [event, LEAVING.has(event.name) ? 0.1 : 1] as const);

/** How a message was made; the summary counts answers per flavour. */
export type SocketFlavour =
  'valid' | 'mutated' | 'bytes' | 'arguments' | 'raw-packet' | 'unknown-event' | 'binary';

/** One socket message as sent, and as a finding's reproduction shows it. */
export interface SocketMessage {
  readonly flavour: SocketFlavour;
  readonly event: string;
  /** The arguments before the ack callback (when `ack`). */
  readonly args: readonly unknown[];
  readonly ack: boolean;
  /** Sent as this raw engine.io message text instead of through emit. */
  readonly raw?: string;
  /** Whether the server must answer it (a known intent with an ack callback). */
  readonly expectsAck: boolean;
}

/** Who sends: their uid and the room their player sits in, if any. */
export interface Sender {
  readonly uid: string;
  readonly currentRoom: string | undefined;
}

/** Makes socket messages for one lane from its random source, its value pool and what the fuzzer knows. */
export class SocketMessageMaker {
  constructor(
    private readonly random: Random,
    private readonly pool: ValuePool,
    private readonly knowledge: Knowledge,
  ) {}

  next(sender: Sender): SocketMessage {
    const { random } = this;
    const flavour = random.weighted<SocketFlavour>([
      ['valid', 32],
      ['mutated', 30],
      ['bytes', 12],
      ['arguments', 10],
      ['raw-packet', 5],
      ['unknown-event', 5],
      ['binary', 3],
    ]);
    const target = random.weighted(sender.currentRoom === undefined ? UNIFORM : SEATED_WEIGHTS);
    const payload = this.validPayload(target, sender);
    const known = (args: unknown[], ack = true): SocketMessage => ({
      flavour,
      event: target.name,
      args,
      ack,
      // The server refuses a payload nested deeper than MAX_JSON_DEPTH as invalid, whatever its schema says.
      expectsAck:
        ack &&
        (target.alwaysAcks || (target.schema.safeParse(args[0]).success && !tooDeep(target.name, args))),
    });
    switch (flavour) {
      case 'valid':
        return known([payload], random.chance(0.97));
      case 'mutated':
        return known([mutateValue(payload, random)]);
      case 'bytes': {
        const text = mutateText(JSON.stringify(payload), random);
        return known([parsedOr(text)]);
      }
      case 'arguments':
        return known(this.oddArguments(payload), random.chance(0.9));
      case 'binary':
        return known([Buffer.from(JSON.stringify(payload)), payload]);
      case 'raw-packet':
        return {
          flavour,
          event: target.name,
          args: [],
          ack: false,
          raw: this.rawPacket(target.name, payload),
          expectsAck: false,
        };
      case 'unknown-event':
        if (random.chance(0.3)) {
          const event = random.pick(RESERVED_EVENTS);
          return {
            flavour,
            event,
            args: [],
            ack: false,
            raw: `2${JSON.stringify([event, payload])}`,
            expectsAck: false,
          };
        }
        return {
          flavour,
          event: random.pick(UNKNOWN_EVENTS),
          args: [payload],
          ack: random.chance(0.5),
          expectsAck: false,
        };
    }
  }

  /** A payload the schema accepts, naming real rooms, players and categories most of the time. */
  validPayload(target: SocketEvent, sender: Sender): unknown {
    const value = this.pool.draw(target.valid);
    if (typeof value !== 'object' || value === null) return value;
    const payload = { ...(value as Record<string, unknown>) };
    const room = this.roomFor(sender);
    if (room === undefined) return payload;
    const { random } = this;
    if ('roomId' in payload && random.chance(0.9)) payload.roomId = room.roomId;
    const uid = () =>
      room.uids.length > 0 && random.chance(0.85)
        ? random.pick(room.uids)
        : (this.knowledge.anyUid(random) ?? sender.uid);
    if ('categoryId' in payload && room.categoryIds.length > 0 && random.chance(0.85))
      payload.categoryId = random.pick(room.categoryIds);
    for (const field of ['uid', 'authorUid', 'targetUid'] as const)
      if (field in payload) payload[field] = uid();
    if ('uids' in payload) payload.uids = [uid(), uid()];
    return payload;
  }

  private roomFor(sender: Sender): KnownRoom | undefined {
    const own = sender.currentRoom === undefined ? undefined : this.knowledge.get(sender.currentRoom);
    if (own !== undefined && this.random.chance(0.7)) return own;
    return this.knowledge.anyRoom(this.random) ?? own;
  }

  /** Argument lists the gateways must survive: none, too many, the wrong order, no payload. */
  private oddArguments(payload: unknown): unknown[] {
    const { random } = this;
    return random.pick<unknown[]>([
      [],
      [undefined],
      [null],
      [payload, payload],
      [payload, 'extra', 42],
      [random.pick(EVIL_VALUES)],
      [JSON.stringify(payload)],
      [[payload]],
    ]);
  }

  /**
   * A socket.io packet written by hand: an event (with or without an ack id) whose text is then
   * broken at the byte level, or a packet of another type (connect, ack, binary) at the wrong time.
   */
  private rawPacket(event: string, payload: unknown): string {
    const { random } = this;
    const body = JSON.stringify([event, payload]);
    return random.weighted<() => string>([
      [() => mutateText(`2${body}`, random), 5],
      [() => mutateText(`2${random.int(0, 1e6)}${body}`, random), 3],
      [() => `2${random.int(0, 1e6)}${body}`, 1],
      [() => `3${random.int(0, 100)}[${JSON.stringify(payload)}]`, 1],
      [() => `0${JSON.stringify(payload)}`, 1],
      [() => `1`, 0.5],
      [() => `51-${body.replace(/"roomId":"[^"]*"/, '"roomId":{"_placeholder":true,"num":0}')}`, 1],
      [() => `2/other-namespace,${body}`, 1],
      [() => `2${body.replace(/\]$/, ',{"_placeholder":true,"num":7}]')}`, 1],
      [() => random.pick(['', '2', '2[', '2[]', '2[1]', '2[null]', '2{}', '9', '2"x"']), 1],
    ])();
  }
}

function parsedOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
