import { describe, expect, it } from 'vitest';
import { acceptsHtml } from './accepts-html.ts';

describe('acceptsHtml', () => {
  it.each([
    undefined,
    '',
    'text/html',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    '*/*',
    'text/*;q=0.5',
  ])('accepts HTML for Accept: %s', (accept) => {
    expect(acceptsHtml(accept)).toBe(true);
  });

  it.each(['application/json', 'image/avif,image/webp', 'text/html;q=0', 'text/css,*/*;q=0.0'])(
    'refuses HTML for Accept: %s',
    (accept) => {
      expect(acceptsHtml(accept)).toBe(false);
    },
  );
});
