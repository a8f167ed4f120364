/**
 * `npm run lint` runs this: it fails when a comment or a document points at a file or heading that does
 * not exist, or cites a document outside the repository. Checks every file git tracks or would track;
 * outside a git checkout (an unpacked archive), every file but the ignored folders.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkDocReferences } from './doc-references.ts';

const root = join(import.meta.dirname, '..');

/** Folders .gitignore leaves out, for a tree that is not a git checkout. */
const IGNORED = new Set([
  '.git',
  'node_modules',
  'dist',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
]);
const IGNORED_PATHS = new Set(['tests/e2e/artifacts', 'bench/results', 'fuzz/results']);

function gitPaths(): string[] | null {
  try {
    return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).split('\0');
  } catch {
    return null;
  }
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const relativePath = relative(root, path);
    if (entry.isDirectory()) {
      return IGNORED.has(entry.name) || IGNORED_PATHS.has(relativePath) ? [] : walk(path);
    }
    return entry.isFile() ? [relativePath] : [];
  });
}

const paths = (gitPaths() ?? walk(root))
  // A file deleted but not yet staged is still listed; it cannot be read, and nothing may point at it.
  .filter((path) => path !== '' && existsSync(join(root, path)));

const problems = checkDocReferences({ paths, read: (path) => readFileSync(join(root, path), 'utf8') });
for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
if (problems.length > 0) {
  console.error(
    `\n${problems.length} broken document reference(s). The product's rules are in docs/product/.`,
  );
  process.exit(1);
}
