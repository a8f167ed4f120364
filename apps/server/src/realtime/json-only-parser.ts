import { PacketType, type Packet } from 'socket.io-parser';
import { BoundedDecoder } from './bounded-decoder.ts';

/**
 * socket.io's packet encoder for an app that never sends binary data: the same wire format as
 * socket.io-parser's own (so clients keep its decoder), without the walk over every message's data in
 * search of buffers that it makes first. That walk, over every view sent to every player, was a
 * measurable share of a busy server's time (docs/decisions/041-cheaper-messages.md).
 */
export class JsonOnlyEncoder {
  encode(packet: Packet): string[] {
    let text = String(packet.type);
    if (packet.type === PacketType.BINARY_EVENT || packet.type === PacketType.BINARY_ACK)
      throw new Error('this server sends no binary data');
    if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`;
    if (packet.id !== undefined && packet.id !== null) text += String(packet.id);
    if (packet.data !== undefined && packet.data !== null) text += encodeData(packet.data);
    return [text];
  }
}

/**
 * An event's argument already written as JSON (`text`), to go on the wire as it is: a view written once
 * for a whole room, each player's own fields put in (engine `playerViewTexts`). Only this node's encoder
 * knows it, so it is for sockets of this node alone: across nodes the adapter would send its fields.
 */
export class PreEncodedJson<Value> {
  declare private readonly value?: Value;
  constructor(readonly text: string) {}
}

/** An event `[name, argument]` with its argument already written is spliced in; everything else is written. */
function encodeData(data: unknown): string {
  if (Array.isArray(data) && data.length === 2 && data[1] instanceof PreEncodedJson)
    return `[${JSON.stringify(data[0])},${data[1].text}]`;
  return JSON.stringify(data);
}

/**
 * The `parser` option of socket.io's server: the JSON-only encoder, and socket.io-parser's own decoder
 * behind a check of each packet's nesting (bounded-decoder.ts).
 */
export const jsonOnlyParser = { Encoder: JsonOnlyEncoder, Decoder: BoundedDecoder };
