import { describe, expect, it } from 'vitest';
import { podiumOrder, podiumSteps } from '@/lib/podium-steps';

describe('the podium', () => {
  it('puts tied players on one step and skips the next place (1, 1, 3)', () => {
    const steps = podiumSteps([
      { uid: 'ana', total: 40, place: 1 },
      { uid: 'ben', total: 40, place: 1 },
      { uid: 'cy', total: 25, place: 3 },
      { uid: 'dee', total: 5, place: 4 },
    ]);
    expect(steps).toEqual([
      { place: 1, uids: ['ana', 'ben'], total: 40 },
      { place: 3, uids: ['cy'], total: 25 },
    ]);
  });

  it('stands second, first, third from left to right', () => {
    const steps = podiumSteps([
      { uid: 'ana', total: 50, place: 1 },
      { uid: 'ben', total: 30, place: 2 },
      { uid: 'cy', total: 20, place: 3 },
    ]);
    expect(podiumOrder(steps).map((step) => step.place)).toEqual([2, 1, 3]);
    expect(podiumOrder(steps.slice(0, 1)).map((step) => step.place)).toEqual([1]);
  });

  it('never shows a place below third, even when three share the first', () => {
    const steps = podiumSteps([
      { uid: 'ana', total: 10, place: 1 },
      { uid: 'ben', total: 10, place: 1 },
      { uid: 'cy', total: 10, place: 1 },
      { uid: 'dee', total: 0, place: 4 },
    ]);
    expect(steps).toEqual([{ place: 1, uids: ['ana', 'ben', 'cy'], total: 10 }]);
  });
});
