import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';

const cli = new URL('./referee.ts', import.meta.url).pathname;

it('answers each line on standard input with one line, in order, and says what is wrong with a bad one', () => {
  const input = [
    { language: 'de', category: 'countries', letter: 'F', answer: 'Frankreich' },
    { language: 'de', category: 'countries', letter: 'B', answer: 'Frankreich' },
    'not json',
    { language: 'xx', category: 'countries', letter: 'F', answer: 'France' },
    { language: 'de', category: 'city', letter: 'K', answer: 'Koeln' },
    { language: 'fr', category: 'animal', letter: 'Z', answer: 'Zorglubet' },
  ]
    .map((line) => (typeof line === 'string' ? line : JSON.stringify(line)))
    .join('\n');
  const output = execFileSync(process.execPath, ['--import', 'tsx', cli, 'check'], {
    input,
    encoding: 'utf8',
  });
  expect(
    output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown),
  ).toEqual([
    { verdict: 'known', reason: { kind: 'data', category: 'countries', source: 'cldr' } },
    { verdict: 'doubtful', reason: { kind: 'other-letter', category: 'countries', source: 'cldr' } },
    { error: 'not JSON' },
    { error: 'language must be one of en, de, fr, es, it, tr' },
    { verdict: 'known', reason: { kind: 'data', category: 'city', source: 'geonames' } },
    { verdict: 'unknown', reason: { kind: 'none' } },
  ]);
});
