import { performance } from 'node:perf_hooks';
import { PROTOCOL_VERSION, type HandshakeAuth } from '@npat/protocol';
import { io, type Socket } from 'socket.io-client';
import { lowerOwnPriority } from '../priority.ts';
import type { FloorCommand } from './floor-messages.ts';

/**
 * SOCKETS websocket clients in rooms of six, from socket number FROM on; once told to go, each sends an
 * `x` every PERIOD_MS on average (spread ±50 %) and times its ack. Reports its latencies at the end.
 */
const url = process.env.URL ?? '';
const from = Number(process.env.FROM ?? '0');
const count = Number(process.env.SOCKETS ?? '0');
const periodMs = Number(process.env.PERIOD_MS ?? '5500');

// As in the bench: the clients give way to the server when both are ready to run (where allowed).
if (!lowerOwnPriority(10)) console.warn('the clients run at normal priority: figures will be higher');

const sockets: Socket[] = [];
for (let index = 0; index < count; index += 1) {
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    extraHeaders: { origin: url },
    // The handshake the web app sends, so the floor's connections cost what the game's do.
    auth: { protocolVersion: PROTOCOL_VERSION } satisfies HandshakeAuth,
    query: { room: `room-${Math.floor((from + index) / 6)}` },
  });
  sockets.push(socket);
  await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
}
process.send?.('ready');

const latencies: number[] = [];
let running = false;
const send = (socket: Socket) => {
  if (!running) return;
  const sentAt = performance.now();
  socket.emit('x', { roomId: 'room', categoryId: 'city', text: 'Amsterdam' }, () =>
    latencies.push(performance.now() - sentAt),
  );
  setTimeout(() => send(socket), periodMs * (0.5 + Math.random()));
};
process.on('message', (command: FloorCommand) => {
  if (command === 'go') {
    running = true;
    for (const socket of sockets) setTimeout(() => send(socket), Math.random() * periodMs);
  } else if (command === 'end') {
    running = false;
    for (const socket of sockets) socket.close();
    // Exits once the latencies have gone: a large message takes more than one turn to send.
    process.send?.(latencies, () => process.exit(0));
  }
});
