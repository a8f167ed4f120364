import { describe, expect, it } from 'vitest';
import { Random } from '../random.ts';
import { mutateText } from './mutate-bytes.ts';
import { mutateValue } from './mutate.ts';

describe('mutations', () => {
  it('never change the value they were given, and always give something JSON can carry', () => {
    const random = new Random(7);
    const original = { roomId: 'abc', settings: { rounds: 3, defaultCategories: ['name', 'place'] } };
    const copy = JSON.parse(JSON.stringify(original));
    for (let index = 0; index < 5000; index += 1) {
      const mutated = mutateValue(original, random);
      expect(() => JSON.stringify(mutated)).not.toThrow();
    }
    expect(original).toEqual(copy);
  });

  it('keep an added __proto__ as a key of the message, not as its prototype', () => {
    const random = new Random(3);
    const texts = Array.from({ length: 3000 }, () => JSON.stringify(mutateValue({ roomId: 'abc' }, random)));
    expect(texts.some((text) => text.includes('"__proto__"'))).toBe(true);
  });

  it('change text at the byte level, repeatably for a seed', () => {
    const first = Array.from({ length: 50 }, (_, index) => mutateText('{"roomId":"abc"}', new Random(index)));
    const again = Array.from({ length: 50 }, (_, index) => mutateText('{"roomId":"abc"}', new Random(index)));
    expect(first).toEqual(again);
    expect(first.filter((text) => text !== '{"roomId":"abc"}').length).toBeGreaterThan(45);
  });
});
