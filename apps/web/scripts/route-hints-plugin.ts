import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { pageHints, ROUTE_HINTS_FILE, type BuiltChunk } from './route-hints.ts';

/** Writes route-hints.json (see route-hints.ts) beside index.html. */
export function routeHintsPlugin(): Plugin {
  let root = '';
  return {
    name: 'route-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          module: moduleName(root, output.facadeModuleId),
          isEntry: output.isEntry,
          imports: output.imports,
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_HINTS_FILE,
        source: `${JSON.stringify(pageHints(chunks), null, 1)}\n`,
      });
    },
  };
}

/** A chunk's module relative to the app's folder; a virtual module (Rollup's leading NUL) by its id. */
function moduleName(root: string, facadeModuleId: string | null): string | null {
  if (facadeModuleId === null) return null;
  return facadeModuleId.startsWith('\0') ? facadeModuleId.slice(1) : relative(root, facadeModuleId);
}

/**
 * Marks the page's scripts as not needed for its first paint (`fetchpriority="low"`): index.html's header
 * paints from the HTML and the stylesheet alone, and the scripts render the screen after it. Chromium then
 * fetches them once the stylesheet is in rather than beside it.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}
