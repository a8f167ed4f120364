import { JOIN_CODE_ALPHABET, joinCodeSchema } from '@npat/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateJoinCode } from './join-code.ts';

describe('generateJoinCode', () => {
  it('makes six characters of the unambiguous alphabet from any random source', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 6 }),
        (draws) => {
          let next = 0;
          const code = generateJoinCode(() => draws[next++ % draws.length]!);
          expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
          expect(joinCodeSchema.parse(code)).toBe(code);
        },
      ),
    );
  });

  it('maps the ends of [0, 1) to the first and last characters', () => {
    expect(generateJoinCode(() => 0)).toBe('AAAAAA');
    expect(generateJoinCode(() => 0.999999)).toBe('999999');
    expect(JOIN_CODE_ALPHABET.at(-1)).toBe('9');
  });
});
