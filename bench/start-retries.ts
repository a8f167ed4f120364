import { pause } from './pool.ts';
import {
  START_RETRIES,
  START_RETRY_PAUSE_MS,
  ServerFullError,
  type RefusedStarts,
} from './refused-starts.ts';

/**
 * Presses Start (`start`); a full server's refusal is pressed again after a pause of `pauseMs` ± half, up
 * to START_RETRIES times, as a host would, and counted in `refused`. Any other failure, or the last
 * refusal, is thrown.
 */
export async function startWithRetries(
  start: () => Promise<void>,
  refused: RefusedStarts,
  deadline: number,
  pauseMs = START_RETRY_PAUSE_MS,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await start();
      if (attempt > 0) refused.startedLate += 1;
      return;
    } catch (error) {
      if (!(error instanceof ServerFullError) || attempt >= START_RETRIES) throw error;
      refused.startRetries += 1;
      await pause(pauseMs * (0.5 + Math.random()), deadline);
    }
  }
}
