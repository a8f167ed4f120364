import type { Random } from '../random.ts';

/** Text a byte mutation splices in: JSON's own syntax, and numbers JSON.parse turns into odd values. */
const TOKENS = [
  '1e999',
  '-1e999',
  '-0',
  'NaN',
  '"__proto__":{}',
  '\\u0000',
  '\\ud800',
  '{}',
  '[',
  ']',
  ',',
  '"',
  ':',
  '\\',
  'null',
  '\u0000',
  '\uffff',
];

/**
 * `text` (usually a serialised valid message) with one to four byte-level changes: a bit flipped,
 * bytes inserted, deleted or repeated, the text cut short, or a JSON token spliced in.
 */
export function mutateText(text: string, random: Random): string {
  let result = text;
  const times = random.int(1, 4);
  for (let index = 0; index < times; index += 1) result = mutateTextOnce(result, random);
  return result;
}

function mutateTextOnce(text: string, random: Random): string {
  const at = random.int(0, text.length);
  const end = Math.min(text.length, at + random.int(1, 8));
  return random.weighted<() => string>([
    [
      () =>
        text.slice(0, at) +
        String.fromCharCode((text.charCodeAt(at) || 32) ^ (1 << random.int(0, 7))) +
        text.slice(at + 1),
      4,
    ],
    [() => text.slice(0, at) + String.fromCharCode(random.int(0, 255)) + text.slice(at), 3],
    [() => text.slice(0, at) + text.slice(end), 3],
    [() => text.slice(0, end) + text.slice(at, end) + text.slice(end), 2],
    [() => text.slice(0, at), 1],
    [() => text.slice(0, at) + random.pick(TOKENS) + text.slice(at), 4],
  ])();
}
