import { describePinning, machinePinning, serverCpus } from '../core-pinning.ts';
import { describeFloor, measureFloor } from './measure-floor.ts';

/**
 * The transport's floor: what socket.io alone costs the server's main thread per acknowledged message,
 * with the bench's number of websockets and rate of intents, on this machine, clients included. No game,
 * no database, no validation: a lower bound for the game server's CPU per ack (bench/README.md). The
 * bench runs the same measurement before its games (FLOOR=1) and prints the ratio.
 *
 *   npm run bench:floor                  # 6,000 sockets, one message every 5.5 s each, 60 s, pinned
 *   FANOUT=0.35 npm run bench:floor      # + a progress-sized message to the room's others on 35 % of acks
 */
const pinning = machinePinning(process.env.PIN !== '0', 1);
console.log(describePinning(pinning));
const result = await measureFloor(
  {
    sockets: Number(process.env.SOCKETS ?? '6000'),
    seconds: Number(process.env.DURATION_S ?? '60'),
    fanOut: Number(process.env.FANOUT ?? '0'),
    cpus: serverCpus(pinning, 0),
  },
  (line) => console.log(line),
);
console.log(describeFloor(result));
