import { createServer } from 'node:http';
import type { Server } from 'socket.io';
import { createSocketServer } from '../../apps/server/src/realtime/socket-server.ts';
import { readSchedstat } from '../rss-sampler.ts';
import type { FloorCommand, FloorReading } from './floor-messages.ts';

/**
 * socket.io as the game's server sets it up (`createSocketServer`), with nothing behind it: each
 * `x` is acknowledged at once, and with chance FANOUT the sender's room also gets a progress-sized
 * message. What the main thread spends per ack here is what the transport alone costs.
 */
const fanOut = Number(process.env.FANOUT ?? '0');
const progress = {
  roomId: 'room-0000000000',
  version: 1,
  serverNow: 0,
  progress: Array.from({ length: 6 }, (_, index) => ({
    uid: `player-${'0'.repeat(20)}${index}`,
    filled: 3,
    done: false,
    reviewDone: false,
  })),
  padding: 'p'.repeat(200),
};

/** Nanoseconds the main thread has run on a CPU (Linux), as the bench reads the game server's. */
const mainThreadRunNs = () => readSchedstat(process.pid)?.runNs ?? Number.NaN;

const http = createServer();
// The clients send their URL as Origin, which is the host they reach: allowed as the game allows it.
const io = createSocketServer(http, { publicOrigin: '', isShuttingDown: () => false });
let acks = 0;
// The app's event types describe the game's events; this floor has one of its own.
(io as unknown as Server).on('connection', (socket) => {
  const room = String(socket.handshake.query.room);
  void socket.join(room);
  socket.on('x', (payload: { text?: unknown }, ack: (result: { ok: true; version: number }) => void) => {
    if (typeof payload?.text !== 'string') return;
    acks += 1;
    ack({ ok: true, version: acks });
    if (Math.random() < fanOut)
      socket.to(room).emit('progress', { ...progress, version: acks, serverNow: Date.now() });
  });
});

let startAcks = 0;
let startRunNs = 0;
http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  if (address !== null && typeof address === 'object') process.send?.({ port: address.port });
});
process.on('message', (command: FloorCommand) => {
  if (command === 'start') {
    startAcks = acks;
    startRunNs = mainThreadRunNs();
  } else if (command === 'stop') {
    const measured = acks - startAcks;
    const reading: FloorReading = { acks: measured, runMs: (mainThreadRunNs() - startRunNs) / 1e6 };
    process.send?.(reading);
  } else process.exit(0);
});
