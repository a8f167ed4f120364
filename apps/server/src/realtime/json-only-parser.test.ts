import { Encoder, PacketType, type Packet } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { JsonOnlyEncoder, PreEncodedJson } from './json-only-parser.ts';

const packets: Packet[] = [
  { type: PacketType.CONNECT, nsp: '/', data: { sid: 'abc' } },
  { type: PacketType.CONNECT_ERROR, nsp: '/', data: { message: 'not authorised' } },
  { type: PacketType.DISCONNECT, nsp: '/' },
  { type: PacketType.EVENT, nsp: '/', data: ['game:progress', { roomId: 'r', progress: [{ filled: 2 }] }] },
  { type: PacketType.EVENT, nsp: '/admin', data: ['hello', 'wörld "quoted" \u2028'] },
  { type: PacketType.ACK, nsp: '/', id: 7, data: [{ ok: true, version: 3 }] },
  { type: PacketType.EVENT, nsp: '/', id: 0, data: ['lobby:join', { code: 'ABC123' }] },
];

describe('JsonOnlyEncoder', () => {
  it('writes every packet exactly as socket.io-parser’s own encoder does', () => {
    const theirs = new Encoder();
    const ours = new JsonOnlyEncoder();
    for (const packet of packets) expect(ours.encode(packet)).toEqual(theirs.encode(packet));
  });

  it('puts an argument already written as JSON on the wire as socket.io-parser writes the value', () => {
    const view = { you: 'ana', round: { answers: ['Åland "quoted"', '\u2028'] }, done: null };
    const event = (argument: unknown): Packet => ({
      type: PacketType.EVENT,
      nsp: '/',
      data: ['game:state', argument],
    });
    const written = new JsonOnlyEncoder().encode(event(new PreEncodedJson(JSON.stringify(view))));
    expect(written).toEqual(new Encoder().encode(event(view)));
  });

  it('writes a look-alike of an already written argument as the object it is', () => {
    const lookAlike = { text: '"]' };
    const packet: Packet = { type: PacketType.EVENT, nsp: '/', data: ['game:state', lookAlike] };
    expect(new JsonOnlyEncoder().encode(packet)).toEqual(new Encoder().encode(packet));
  });

  it('refuses binary packets rather than send them in a form clients would misread', () => {
    const binary = { type: PacketType.BINARY_EVENT, nsp: '/', data: ['file', Buffer.from('x')] };
    expect(() => new JsonOnlyEncoder().encode(binary)).toThrow('no binary data');
  });
});
