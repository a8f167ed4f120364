import { describe, expect, it } from 'vitest';
import { healthFiguresOf } from './health-figures.ts';

describe('healthFiguresOf', () => {
  it('reads the admission figures a full-aware server reports', () => {
    const body = { status: 'ok', acceptsNewRooms: false, refusedStarts: 12 };
    expect(healthFiguresOf('u', body)).toEqual({ url: 'u', acceptsNewRooms: false, refusedStarts: 12 });
  });

  it('leaves them out when the server does not report them or reports something else', () => {
    expect(healthFiguresOf('u', { status: 'ok' })).toEqual({
      url: 'u',
      acceptsNewRooms: undefined,
      refusedStarts: undefined,
    });
    expect(
      healthFiguresOf('u', { acceptsNewRooms: 'yes', refusedStarts: 'many' }).refusedStarts,
    ).toBeUndefined();
    expect(healthFiguresOf('u', null).acceptsNewRooms).toBeUndefined();
  });
});
