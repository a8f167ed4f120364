import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { config } from 'zod';

describe('zod-jitless', () => {
  it('turns zod’s compiled parsers off where zod reads its configuration', () => {
    expect(config().jitless).toBe(true);
  });
});
