import type { Standing } from '@npat/engine';

/** One step of the podium: a place, everyone sharing it, and their total. */
export type PodiumStep = { place: number; uids: string[]; total: number };

/**
 * The podium of the top three places. Tied players share a step and the next place is skipped (1, 1, 3),
 * so there may be fewer than three steps; a step never holds a place below 3rd.
 */
export function podiumSteps(standings: readonly Standing[]): PodiumStep[] {
  const steps: PodiumStep[] = [];
  for (const standing of standings) {
    if (standing.place > 3) continue;
    const step = steps.find((each) => each.place === standing.place);
    if (step) step.uids.push(standing.uid);
    else steps.push({ place: standing.place, uids: [standing.uid], total: standing.total });
  }
  return steps.sort((a, b) => a.place - b.place);
}

/** Left to right as a podium stands: second, first, third. */
export function podiumOrder(steps: readonly PodiumStep[]): PodiumStep[] {
  const [first, second, third] = steps;
  return [second, first, third].filter((step): step is PodiumStep => step !== undefined);
}
