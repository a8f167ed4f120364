import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

/**
 * The main thread's profile of the last run: --cpu-prof writes one per thread (tsx's loader runs in a
 * worker), and the main thread's, which saw the load, is by far the largest of those written since `since`.
 */
export function mainThreadProfile(dir: string, since: number): string | undefined {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.cpuprofile'))
      .map((name) => ({ file: join(dir, name), stat: statSync(join(dir, name)) }))
      .filter(({ stat }) => stat.mtimeMs >= since)
      .sort((a, b) => b.stat.size - a.stat.size)[0]?.file;
  } catch {
    return undefined;
  }
}

/** `…/node_modules/socket.io/dist/socket.js` → `socket.io/dist/socket.js`; repo files relative to it. */
function shortUrl(url: string): string {
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) return url.slice(modules + 'node_modules/'.length);
  const repo = url.indexOf('/apps/') >= 0 ? url.indexOf('/apps/') : url.indexOf('/packages/');
  return repo >= 0 ? url.slice(repo + 1) : url.replace(/^file:\/\//, '');
}

/** A package (node_modules), a source folder of ours, node's internals, or V8's own entries such as (garbage collector). */
function areaOf(url: string, where: string, functionName: string): string {
  if (url === '') return functionName;
  const parts = where.split('/');
  if (url.includes('node_modules/')) return parts.slice(0, where.startsWith('@') ? 2 : 1).join('/');
  if (where.startsWith('apps/') || where.startsWith('packages/')) return parts.slice(0, 4).join('/');
  return parts[0] ?? where;
}

/**
 * The functions with the most self time in a V8 CPU profile (node --cpu-prof), as lines of
 * `share%  ms  function  file:line`, plus the same summed per package or source folder.
 */
export function summarizeProfile(file: string, top = 20): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const totalSamples = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0) || 1;
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / totalSamples;
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = shortUrl(url);
    const key = `${functionName || '(anonymous)'}  ${where}${url === '' ? '' : `:${lineNumber + 1}`}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
    const area = areaOf(url, where, functionName);
    byArea.set(area, (byArea.get(area) ?? 0) + hits);
  }
  const lines = (map: Map<string, number>, count: number) =>
    [...map]
      .sort(([, a], [, b]) => b - a)
      .slice(0, count)
      .map(([key, hits]) => {
        const share = ((hits / totalSamples) * 100).toFixed(1).padStart(5);
        return `  ${share}%  ${Math.round(hits * msPerSample)
          .toString()
          .padStart(7)} ms  ${key}`;
      });
  return [
    `CPU profile ${file}`,
    'Self time by function:',
    ...lines(byFunction, top),
    'Self time by area:',
    ...lines(byArea, 12),
  ];
}
