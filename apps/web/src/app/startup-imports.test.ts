import { describe, expect, it } from 'vitest';

/** The sources, by a path of their own: `web/<path under apps/web/src>` and `shared/<path under packages/shared/src>`. */
const WEB = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const SHARED = import.meta.glob<string>('../../../../packages/shared/src/**/*.ts', { query: '?raw', import: 'default', eager: true });

/** A path with its `.` and `..` parts resolved. */
function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

// The glob's keys are relative to this folder (web/app).
const sources = new Map<string, string>([
  ...Object.entries(WEB).map(([key, text]) => [normalise(`web/app/${key}`), text] as const),
  ...Object.entries(SHARED).map(([key, text]) => [`shared/${key.replace(/^(\.\.\/)+packages\/shared\/src\//, '')}`, text] as const),
]);

/** The module an import names, when it is one of this repository's (else null: a package). */
function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = `web/${specifier.slice(2)}`;
  else if (specifier.startsWith('@bakrom/shared/')) base = `shared/${specifier.slice('@bakrom/shared/'.length)}`;
  else if (specifier.startsWith('.')) base = normalise(`${from.slice(0, from.lastIndexOf('/'))}/${specifier}`);
  else return null;
  return (
    [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => /\.tsx?$/.test(candidate) && sources.has(candidate)) ?? null
  );
}

/** The value imports of a module (`import type` and imports of types only are left out: they are erased). */
function valueImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?['"]([^'"]+)['"]/gm)) {
    const [, typeOnly, clause, specifier] = match;
    if (typeOnly) continue;
    const named = clause?.match(/\{([\s\S]*)\}/)?.[1];
    const onlyTypes =
      named !== undefined &&
      !/\w/.test(clause!.replace(/\{[\s\S]*\}/, '')) &&
      named
        .split(',')
        .map((part: string) => part.trim())
        .filter(Boolean)
        .every((part: string) => part.startsWith('type '));
    if (!onlyTypes) found.push(specifier!);
  }
  return found;
}

/** Every module the start-up bundle holds: main.tsx and what it imports statically (the routes load on demand). */
function startupModules(): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = ['web/main.tsx'];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of valueImports(sources.get(file) ?? '')) {
      const target = resolve(file, specifier);
      if (target) queue.push(target);
      else if (!specifier.startsWith('@/') && !specifier.startsWith('@bakrom/') && !specifier.startsWith('.')) packages.add(specifier);
    }
  }
  return { files, packages };
}

describe('the start-up bundle', () => {
  const { files, packages } = startupModules();

  it('holds the Norwegian catalogue, the language store and the API client, not English (a chunk loaded when chosen)', () => {
    for (const file of ['web/i18n/index.ts', 'web/i18n/nb.ts', 'web/lib/api-client.ts']) expect(files).toContain(file);
    for (const file of ['web/i18n/english.ts', 'web/i18n/en.ts', 'web/i18n/en/orders.ts', 'shared/message-translations.ts'])
      expect(files).not.toContain(file);
  });

  it('imports no zod schema: the catalogues and the route table stay free of them (a schema at start broke the CSP)', () => {
    expect([...files].filter((file) => file.startsWith('shared/schemas/'))).toEqual([]);
    // zod-config.ts tells zod's core not to probe for eval; no schema library besides it.
    expect([...packages].filter((name) => name === 'zod' || (name.startsWith('zod/') && name !== 'zod/v4/core'))).toEqual([]);
  });
});
