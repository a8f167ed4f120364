import { MAX_JSON_DEPTH } from '@npat/protocol';
import type { Packet } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { BoundedDecoder, TOO_DEEP_PAYLOAD } from './bounded-decoder.ts';

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

function decode(text: string): Packet {
  const decoder = new BoundedDecoder();
  let decoded: Packet | undefined;
  decoder.on('decoded', (packet: Packet) => (decoded = packet));
  decoder.add(text);
  return decoded!;
}

describe('BoundedDecoder', () => {
  it('decodes an ordinary event with its ack id as socket.io-parser does', () => {
    expect(decode('27["lobby:join",{"roomId":"r1"}]')).toEqual({
      type: 2,
      nsp: '/',
      id: 7,
      data: ['lobby:join', { roomId: 'r1' }],
    });
  });

  it('keeps the event and ack id of a packet nested too deep, but not its payload', () => {
    const packet = decode(`212["game:save-answer",{"roomId":${nested(3_000)}}]`);
    expect(packet).toEqual({ type: 2, nsp: '/', id: 12, data: ['game:save-answer', TOO_DEEP_PAYLOAD] });
  });

  it('lets a payload exactly as deep as the limit through whole', () => {
    // The event's array is one level, its payload's object the next.
    const payload = nested(MAX_JSON_DEPTH - 1);
    expect(decode(`2["lobby:join",${payload}]`).data).toEqual(['lobby:join', JSON.parse(payload)]);
  });

  it('reads an event name with escapes', () => {
    expect(decode(`2["lobby:\\u006aoin",${nested(100)}]`).data).toEqual(['lobby:join', TOO_DEEP_PAYLOAD]);
  });

  it('refuses a deep packet whose event it cannot read, so socket.io closes the connection', () => {
    expect(() => decode(`0${nested(100)}`)).toThrow('packet nested too deep');
    expect(() => decode(`2[${nested(100)}]`)).toThrow('packet nested too deep');
  });
});
