import { Decoder, PacketType, type Packet } from 'socket.io-parser';

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
    if (packet.data !== undefined && packet.data !== null) text += JSON.stringify(packet.data);
    return [text];
  }
}

/** The `parser` option of socket.io's server: the JSON-only encoder, socket.io-parser's own decoder. */
export const jsonOnlyParser = { Encoder: JsonOnlyEncoder, Decoder };
