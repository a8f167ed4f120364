import { serverCpus, type PinPlan } from './core-pinning.ts';
import type { BenchOptions } from './options.ts';
import { describeFloor, measureFloor, type FloorResult } from './transport-floor/measure-floor.ts';

/** The game's messages besides the ack, per ack, as the floor's fan-out (bench/README.md, "The floor"). */
export const GAME_FAN_OUT = 0.35;
/** Long enough for a median of 60 s of the bench's rate of intents. */
const FLOOR_SECONDS = 60;

/**
 * The transport's floor measured just before the games, with as many sockets as the run has players,
 * pinned as the server will be: the game's CPU per ack is judged against it, as machines differ by 3×.
 */
export async function floorOfThisSitting(
  options: BenchOptions,
  pinning: PinPlan,
  log: (line: string) => void,
): Promise<FloorResult> {
  const result = await measureFloor(
    {
      sockets: options.rooms * options.players,
      seconds: FLOOR_SECONDS,
      fanOut: GAME_FAN_OUT,
      cpus: serverCpus(pinning, 0),
    },
    log,
  );
  log(describeFloor(result));
  return result;
}
