import { jsonNestsDeeperThan } from '@npat/protocol';
import { Decoder } from 'socket.io-parser';

/** What a too-deep event's payload is replaced with: no intent's schema takes it, so it is refused. */
export const TOO_DEEP_PAYLOAD = 'payload-nested-too-deep';

/** An event packet's name, at the start of its JSON array: `["lobby:join",{…}]`. */
const EVENT_NAME = /^\[\s*"((?:[^"\\]|\\.){1,100})"/;

/**
 * socket.io-parser's decoder, which first measures a packet's nesting without parsing it. A packet
 * nested deeper than any real intent keeps its event name and ack id but loses its payload, so the
 * intent registry refuses it as any invalid payload (`invalid-request`, answered once) without a deep
 * parse; one whose event cannot be read is malformed, and socket.io closes its connection.
 */
export class BoundedDecoder extends Decoder {
  override add(packet: unknown): void {
    super.add(typeof packet === 'string' ? withoutDeepPayload(packet) : packet);
  }
}

function withoutDeepPayload(packet: string): string {
  if (!jsonNestsDeeperThan(packet)) return packet;
  // The header before the data (type, namespace, ack id) has no bracket; the data starts at the first one.
  const dataAt = packet.indexOf('[');
  const name = dataAt < 0 ? null : EVENT_NAME.exec(packet.slice(dataAt, dataAt + 256));
  if (name === null) throw new Error('packet nested too deep');
  let event: unknown;
  try {
    event = JSON.parse(`"${name[1]}"`);
  } catch {
    throw new Error('packet nested too deep');
  }
  return `${packet.slice(0, dataAt)}[${JSON.stringify(event)},${JSON.stringify(TOO_DEEP_PAYLOAD)}]`;
}
