import { describe, expect, it } from 'vitest';
import { anchorsOf, checkDocReferences, githubSlug, type Repository } from './doc-references.ts';

// Built from parts, so this file does not cite anything itself.
const SECTION = '\u00a7';

const RULES = ['# Game rules', '', '## Own categories', '', 'Two each.', '', '## Challenges', ''].join('\n');

/** A repository of the given files, plus docs/product/rules.md. */
function repo(files: Record<string, string>): Repository {
  const all: Record<string, string> = { 'docs/product/rules.md': RULES, ...files };
  return { paths: Object.keys(all), read: (path) => all[path]! };
}

const messages = (files: Record<string, string>) =>
  checkDocReferences(repo(files)).map(({ file, line, message }) => `${file}:${line}: ${message}`);

describe('githubSlug', () => {
  it('lower-cases, drops punctuation and turns spaces into hyphens, as GitHub does', () => {
    expect(githubSlug('Own categories')).toBe('own-categories');
    expect(githubSlug("Players' categories (2)")).toBe('players-categories-2');
    expect(githubSlug('`ROUND_RESULTS` and [links](x.md)')).toBe('round_results-and-links');
    expect(githubSlug('017: Fuzzing every event')).toBe('017-fuzzing-every-event');
  });
});

describe('anchorsOf', () => {
  it('numbers repeated headings and skips headings inside code blocks', () => {
    const anchors = anchorsOf(['## Notes', '```', '## Not a heading', '```', '## Notes'].join('\n'));
    expect([...anchors]).toEqual(['notes', 'notes-1']);
  });
});

describe('checkDocReferences', () => {
  it('accepts a reference to an existing file and heading', () => {
    expect(
      messages({
        'packages/engine/src/a.ts': '/** Rejected by vote (docs/product/rules.md#challenges). */',
        'docs/README.md': 'See [the rules](product/rules.md#own-categories) and [top](#top).\n\n# Top\n',
      }),
    ).toEqual([]);
  });

  it('fails on a reference in code to a file that does not exist', () => {
    expect(messages({ 'apps/server/src/a.ts': '// See docs/product/scoring.md#ties.' })).toEqual([
      'apps/server/src/a.ts:1: docs/product/scoring.md#ties: no such file',
    ]);
  });

  it('fails on a reference in code to a heading the file does not have', () => {
    expect(messages({ 'apps/web/src/a.tsx': '\n// Ready rules: docs/product/rules.md#ready' })).toEqual([
      'apps/web/src/a.tsx:2: docs/product/rules.md#ready: docs/product/rules.md has no heading #ready',
    ]);
  });

  it('fails on a relative markdown link to a missing file or a missing heading', () => {
    expect(
      messages({
        'docs/README.md': '[scoring](product/scoring.md)\n[lobby](product/rules.md#lobby)\n[up](../../x.md)',
      }),
    ).toEqual([
      'docs/README.md:1: product/scoring.md: no such file',
      'docs/README.md:2: product/rules.md#lobby: docs/product/rules.md has no heading #lobby',
      'docs/README.md:3: ../../x.md points outside the repository',
    ]);
  });

  it('ignores web links and links inside code blocks', () => {
    expect(
      messages({ 'README.md': '[zod](https://zod.dev/x.md)\n```\n[missing](nowhere.md)\n```\n' }),
    ).toEqual([]);
  });

  it('fails on code that cites the first specification or a tracker issue', () => {
    expect(
      messages({
        'packages/protocol/src/a.ts': `// Nickname rules (seed ${SECTION}5).\n// Added for issue ${5}.`,
      }),
    ).toEqual([
      'packages/protocol/src/a.ts:1: cites a document outside the repository',
      'packages/protocol/src/a.ts:1: cites a numbered section of a document outside the repository',
      'packages/protocol/src/a.ts:2: cites a tracker issue; point at a decision record or docs/product instead',
    ]);
  });

  it('lets a decision record tell of an issue, but not cite the specification', () => {
    expect(
      messages({
        'docs/decisions/001-x.md': `Issue ${3} asked for it.\nSee game-design ${SECTION}4.`,
      }),
    ).toEqual(['docs/decisions/001-x.md:2: cites a document outside the repository']);
  });
});
