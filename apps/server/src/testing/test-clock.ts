/** A clock a test moves by hand; it starts at a fixed moment in the middle of a minute. */
export interface TestClock {
  readonly now: () => number;
  advance(ms: number): void;
}

/** 2024-01-01T12:00:30Z: half a minute into a window, so no fixed window ends by itself mid-test. */
export const TEST_CLOCK_START = Date.UTC(2024, 0, 1, 12, 0, 30);

export function createTestClock(start = TEST_CLOCK_START): TestClock {
  let time = start;
  return {
    now: () => time,
    advance(ms) {
      time += ms;
    },
  };
}
