import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDefaultConfig, validators } from 'tailwind-merge';
import { THEME_EXTENSION } from '../src/lib/class-merge-theme.ts';

/**
 * The class groups `cn` merges (decision 068): where a component's defaults and a caller's `className` meet
 * (padding, sizes, radii, text size and colour, rings, shadows…). tailwind-merge's full configuration knows
 * every Tailwind utility and is 5 KB of the home page on the wire; its maintainer's advice for a smaller bundle
 * is a configuration of only the groups one uses, which this script writes from the library's own
 * definitions. In the web's tests, `cn` checks every merge against the full configuration
 * (src/test-setup.ts), so a class group missing here fails a test that renders it.
 */
export const MERGED_GROUPS = [
  'display',
  'position',
  'overflow',
  'z',
  'align-items',
  'justify-content',
  'flex-direction',
  'shrink',
  'gap',
  ...['p', 'px', 'py', 'pt', 'pr', 'pb', 'pl'],
  ...['m', 'mx', 'my', 'mt', 'mr', 'mb', 'ml'],
  ...['size', 'w', 'h', 'min-h', 'min-w', 'max-w'],
  ...[
    'font-size',
    'leading',
    'font-weight',
    'tracking',
    'text-alignment',
    'text-color',
    'text-wrap',
    'whitespace',
  ],
  'bg-color',
  ...['rounded', 'rounded-t', 'rounded-b'],
  ...['ring-w', 'ring-w-inset', 'ring-color'],
  ...['shadow', 'shadow-color'],
  'opacity',
  'cursor',
] as const;

export const GENERATED_FILE = join(
  import.meta.dirname,
  '..',
  'src',
  'lib',
  'class-merge-config.generated.ts',
);

type Value = unknown;

/** The TypeScript source of the configuration: the chosen groups as the library defines them. */
export function classMergeConfigSource(): string {
  const full = getDefaultConfig() as unknown as {
    theme: Record<string, Value[]>;
    classGroups: Record<string, Value>;
    conflictingClassGroups: Record<string, string[]>;
    conflictingClassGroupModifiers: Record<string, string[]>;
  };
  const chosen = new Set<string>(MERGED_GROUPS);
  const names = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]));
  const used = new Set<string>();
  const themeKeys = new Set<string>();
  const write = (value: Value): string => {
    if (typeof value === 'string') return JSON.stringify(value);
    if (typeof value === 'function') {
      const getter = value as { isThemeGetter?: boolean; themeKey?: string };
      if (getter.isThemeGetter) {
        themeKeys.add(getter.themeKey!);
        return `fromTheme(${JSON.stringify(getter.themeKey)})`;
      }
      const name = names.get(value);
      if (!name) throw new Error(`A class group uses a function tailwind-merge does not export: ${value}`);
      used.add(name);
      return name;
    }
    if (Array.isArray(value)) return `[${value.map(write).join(', ')}]`;
    if (value && typeof value === 'object')
      return `{ ${Object.entries(value)
        .map(([key, inner]) => `${JSON.stringify(key)}: ${write(inner)}`)
        .join(', ')} }`;
    throw new Error(`Unexpected value in tailwind-merge's configuration: ${String(value)}`);
  };
  const pick = (table: Record<string, string[]>) =>
    Object.fromEntries(
      Object.entries(table)
        .filter(([group]) => chosen.has(group))
        .map(([group, others]) => [group, others.filter((other) => chosen.has(other))] as const)
        .filter(([, others]) => others.length > 0),
    );
  const missing = MERGED_GROUPS.filter((group) => !(group in full.classGroups));
  if (missing.length) throw new Error(`tailwind-merge has no class group ${missing.join(', ')}`);
  // The groups first: the theme then holds only the scales they read.
  const classGroups = write(
    Object.fromEntries(MERGED_GROUPS.map((group) => [group, full.classGroups[group]])),
  );
  const theme = Object.fromEntries(
    Object.entries(full.theme)
      .filter(([key]) => themeKeys.has(key))
      .map(([key, scale]) => [key, [...scale, ...(THEME_EXTENSION[key] ?? [])]]),
  );
  const body = [
    `  cacheSize: 500,`,
    `  theme: ${write(theme)},`,
    `  classGroups: ${classGroups},`,
    `  conflictingClassGroups: ${write(pick(full.conflictingClassGroups))},`,
    `  conflictingClassGroupModifiers: ${write(pick(full.conflictingClassGroupModifiers))},`,
    `  orderSensitiveModifiers: ${write((full as unknown as { orderSensitiveModifiers: string[] }).orderSensitiveModifiers)},`,
  ];
  return [
    '// Written by apps/web/scripts/class-merge-config.ts (npm run class-merge-config): do not edit.',
    `import { fromTheme, validators, type Config } from 'tailwind-merge';`,
    '',
    `const { ${[...used].sort().join(', ')} } = validators;`,
    '',
    "/** tailwind-merge's definitions of the class groups `cn` merges (scripts/class-merge-config.ts). */",
    'export const CLASS_MERGE_CONFIG: Config<string, string> = {',
    ...body,
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeFileSync(GENERATED_FILE, classMergeConfigSource());
