/**
 * Finds references to documents that do not exist. A reference is a repository path to a markdown file
 * (`docs/product/rules.md#challenges`, in a comment or in prose) or a relative markdown link
 * (`[rules](../product/rules.md#lobby)`); it must name a file that exists and, with `#anchor`, a heading
 * of that file. Code may also not cite documents outside the repository (numbered sections of the first
 * specification, tracker issues): the rules are in docs/product.
 */

/** The repository as the check sees it: every tracked path, and the text of those it reads. */
export interface Repository {
  readonly paths: readonly string[];
  read(path: string): string;
}

export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

const MARKDOWN = /\.md$/i;
/** This check's own tests, whose fixtures point at missing files on purpose. */
const NOT_CHECKED = new Set(['scripts/doc-references.test.ts']);
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css|html)$/i;

/** Citations of documents outside the repository, in source files. */
const OUTSIDE_CITATIONS: readonly [RegExp, string][] = [
  [/\b(seed|game-design)(-spec)?(\.md)? §/i, 'cites a document outside the repository'],
  [/§\s?\d/, 'cites a numbered section of a document outside the repository'],
  [/\bissue #?\d+\b/i, 'cites a tracker issue; point at a decision record or docs/product instead'],
];

/** Citations of the specification documents in markdown (decision records may tell of issues). */
const OUTSIDE_CITATIONS_IN_MARKDOWN = OUTSIDE_CITATIONS.slice(0, 1);

/**
 * The anchor GitHub gives a heading: lower-cased, punctuation dropped (letters, digits, spaces, hyphens
 * and underscores stay), each space a hyphen. Inline code, emphasis and link targets are reduced to text.
 */
export function githubSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Lines of a markdown text outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): { text: string; number: number }[] {
  const lines: { text: string; number: number }[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, index) => {
    const marker = /^\s*(```|~~~)/.exec(text)?.[1];
    if (marker && (fence === null || fence === marker)) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence === null) lines.push({ text, number: index + 1 });
  });
  return lines;
}

/** Every anchor a markdown file offers: its headings (repeats numbered as GitHub does) and explicit ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1];
    if (heading !== undefined) {
      const slug = githubSlug(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const match of text.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(match[1]!);
  }
  return anchors;
}

/** `a/b/../c/./d` → `a/c/d`; null when it climbs out of the repository. */
function normalize(path: string): string | null {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

function directoryOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

/** A checker bound to one repository: which paths exist, and the anchors of each markdown file. */
function resolver(repo: Repository) {
  const files = new Set(repo.paths);
  const directories = new Set<string>(['']);
  for (const path of repo.paths) {
    for (let dir = directoryOf(path); dir !== ''; dir = directoryOf(dir)) directories.add(dir);
  }
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (path: string) => {
    let found = anchorCache.get(path);
    if (!found) anchorCache.set(path, (found = anchorsOf(repo.read(path))));
    return found;
  };
  const topLevel = new Set([...directories].filter((dir) => dir !== '' && !dir.includes('/')));

  /** Why `target` (a repository path with an optional #anchor) does not resolve, or null. */
  function problemWith(path: string | null, anchor: string | undefined, written: string): string | null {
    if (path === null) return `${written} points outside the repository`;
    const isDirectory = directories.has(path.replace(/\/$/, ''));
    if (!files.has(path) && !isDirectory) return `${written}: no such file`;
    if (anchor === undefined || anchor === '') return null;
    if (!MARKDOWN.test(path)) return null;
    return anchors(path).has(anchor) ? null : `${written}: ${path} has no heading #${anchor}`;
  }
  return { problemWith, topLevel, anchors };
}

/** Repository paths of markdown files written in text: `docs/product/rules.md#lobby`. */
const PATH_REFERENCE = /(?<![\w./@-])((?:[\w-]+\/)+[\w.-]+\.md)(?:#([\w-]+))?/g;
/** Markdown links and images: `[text](target)` or `[text](target "title")`. */
const MARKDOWN_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** Every broken reference and every citation of an outside document in the repository. */
export function checkDocReferences(repo: Repository): Problem[] {
  const { problemWith, topLevel } = resolver(repo);
  const problems: Problem[] = [];
  for (const file of repo.paths) {
    const markdown = MARKDOWN.test(file);
    if ((!markdown && !SOURCE.test(file)) || NOT_CHECKED.has(file)) continue;
    const text = repo.read(file);
    const lines = markdown ? proseLines(text) : text.split('\n').map((t, i) => ({ text: t, number: i + 1 }));
    for (const { text: line, number } of lines) {
      const report = (message: string) => problems.push({ file, line: number, message });
      for (const [pattern, message] of markdown ? OUTSIDE_CITATIONS_IN_MARKDOWN : OUTSIDE_CITATIONS) {
        if (pattern.test(line)) report(message);
      }
      for (const match of line.matchAll(PATH_REFERENCE)) {
        const [written, path, anchor] = match;
        if (!topLevel.has(path!.split('/')[0]!)) continue;
        const problem = problemWith(normalize(path!), anchor, written);
        if (problem) report(problem);
      }
      if (!markdown) continue;
      for (const match of line.matchAll(MARKDOWN_LINK)) {
        const target = match[1]!;
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
        const hash = target.indexOf('#');
        const pathPart = decodeURI(hash === -1 ? target : target.slice(0, hash));
        const anchor = hash === -1 ? undefined : target.slice(hash + 1);
        const resolved =
          pathPart === ''
            ? file
            : normalize(pathPart.startsWith('/') ? pathPart : `${directoryOf(file)}/${pathPart}`);
        const problem = problemWith(resolved, anchor, target);
        if (problem) report(problem);
      }
    }
  }
  return problems;
}
