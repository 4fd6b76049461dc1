import { describe, expect, it } from 'vitest';
import { moduleOf, readModuleFiles, roleOf } from '../../test/module-imports';

/**
 * How modules use each other (docs/ARCHITECTURE.md, 'Server module template'): in one direction, never in
 * a loop, and through the other module's services, never its repositories, routes or presenters. The read
 * models the template names are the exceptions: answers PostgreSQL builds, read by other modules directly.
 */

const READ_MODELS = ['modules/locations/repository', 'modules/catalogue/menu-repository'];

const files = readModuleFiles();

/** Every import from one module folder into another (type-only ones too: a type names the module it comes from). */
const crossings = files.flatMap((file) =>
  file.imports.flatMap(({ target, specifier }) => {
    const to = moduleOf(target);
    return to && to !== file.module ? [{ file: file.name, from: file.module, to, target, specifier }] : [];
  }),
);

/** The modules' import graph: module → the modules it imports. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) graph.set(file.module, graph.get(file.module) ?? new Set());
  for (const { from, to } of crossings) graph.get(from)?.add(to);
  return graph;
}

/** The groups of modules that reach each other through their imports (Tarjan's strongly connected components of more than one). */
export function importLoops(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (module: string) => {
    index.set(module, next);
    low.set(module, next);
    next += 1;
    stack.push(module);
    onStack.add(module);
    for (const used of graph.get(module) ?? []) {
      if (!index.has(used)) {
        visit(used);
        low.set(module, Math.min(low.get(module)!, low.get(used)!));
      } else if (onStack.has(used)) {
        low.set(module, Math.min(low.get(module)!, index.get(used)!));
      }
    }
    if (low.get(module) === index.get(module)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== module);
      if (group.length > 1) loops.push(group.sort());
    }
  };
  for (const module of [...graph.keys()].sort()) if (!index.has(module)) visit(module);
  return loops;
}

/** Modules with an `index.ts`: their public surface, the one file other modules import. */
const withIndex = new Set(files.filter((file) => file.name === `${file.module}/index.ts`).map((file) => file.module));

describe('server module dependencies', () => {
  it('reads the imports between modules', () => {
    expect(crossings.length).toBeGreaterThan(0);
    expect(crossings.some(({ to }) => to === 'locations')).toBe(true);
  });

  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(importLoops(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('has no import loop between modules: each imports the others in one direction', () => {
    const graph = moduleGraph();
    const loops = importLoops(graph).map((group) => {
      const inside = crossings.filter(({ from, to }) => group.includes(from) && group.includes(to));
      return `${group.join(' ↔ ')}: ${inside.map(({ file, specifier }) => `${file} → ${specifier}`).join(', ')}`;
    });
    expect(loops).toEqual([]);
  });

  it("uses another module through its services: never its repositories, routes or presenters (the template's read models aside)", () => {
    const reaches = crossings
      .filter(({ target }) => ['repository', 'routes', 'presenter'].includes(roleOf(`${target}.ts`)) && !READ_MODELS.includes(target))
      .map(({ file, specifier }) => `${file} → ${specifier}`);
    expect(reaches).toEqual([]);
  });

  it('uses a module that has an index.ts through it only', () => {
    const around = crossings
      .filter(({ to, target }) => withIndex.has(to) && target !== `modules/${to}/index`)
      .map(({ file, specifier }) => `${file} → ${specifier}`);
    expect(around).toEqual([]);
  });
});
