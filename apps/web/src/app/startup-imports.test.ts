import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_SRC = path.resolve(import.meta.dirname, '..');
const SHARED_SRC = path.resolve(WEB_SRC, '../../../packages/shared/src');

/** The module an import names, when it is one of this repository's (else null: a package). */
function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(WEB_SRC, specifier.slice(2));
  else if (specifier.startsWith('@bakrom/shared/')) base = path.join(SHARED_SRC, specifier.slice('@bakrom/shared/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The value imports of a module (`import type` and imports of types only are left out: they are erased). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?['"]([^'"]+)['"]/gm)) {
    const [, typeOnly, clause, specifier] = match;
    if (typeOnly) continue;
    const named = clause?.match(/\{([\s\S]*)\}/)?.[1];
    const onlyTypes =
      named !== undefined &&
      !clause!.replace(/\{[\s\S]*\}/, '').match(/\w/) &&
      named
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .every((part) => part.startsWith('type '));
    if (!onlyTypes) found.push(specifier!);
  }
  return found;
}

/** Every module the start-up bundle holds: main.tsx and what it imports statically (the routes load on demand). */
function startupModules(): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [path.join(WEB_SRC, 'main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of valueImports(file)) {
      const target = resolve(file, specifier);
      if (target) queue.push(target);
      else if (!specifier.startsWith('@/') && !specifier.startsWith('@bakrom/') && !specifier.startsWith('.')) packages.add(specifier);
    }
  }
  return { files, packages };
}

describe('the start-up bundle', () => {
  const { files, packages } = startupModules();
  const relative = (file: string) => path.relative(path.resolve(WEB_SRC, '../../..'), file);

  it('holds both catalogues, the language store and the API client', () => {
    for (const file of ['i18n/index.ts', 'i18n/nb.ts', 'i18n/en.ts', 'lib/api-client.ts'])
      expect(files).toContain(path.join(WEB_SRC, file));
  });

  it('imports no zod schema: the catalogues and the route table stay free of them (a schema at start broke the CSP)', () => {
    expect([...files].map(relative).filter((file) => file.includes('packages/shared/src/schemas/'))).toEqual([]);
    // zod-config.ts tells zod's core not to probe for eval; no schema library besides it.
    expect([...packages].filter((name) => name === 'zod' || (name.startsWith('zod/') && name !== 'zod/v4/core'))).toEqual([]);
  });
});
