import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES, readModuleFiles, roleOf, type ModuleFile, type ModuleImport, type Role } from '../../test/module-imports';

/**
 * The one server module shape (docs/ARCHITECTURE.md, 'Server module template'), checked on every
 * module folder, present and future: routes → service → repository, with a presenter beside.
 */

const files: ModuleFile[] = readModuleFiles();

const isHttpErrors = (target: string) => target === 'http/errors';
const isSql = (target: string) => target === 'drizzle-orm' || target.startsWith('drizzle-orm/') || target.startsWith('db/schema');
const isModuleFileOf = (role: Role) => (target: string) => target.startsWith('modules/') && roleOf(`${target}.ts`) === role;

/** Every import of files of `roles` that `refused` picks, as 'file → specifier'. */
function violations(roles: Role[], refused: (entry: ModuleImport) => boolean): string[] {
  return files
    .filter((file) => roles.includes(file.role))
    .flatMap((file) => file.imports.filter(refused).map((entry) => `${file.name} → ${entry.specifier}`));
}

describe('server module shape', () => {
  it('finds the modules with their three layers', () => {
    const roles = new Set(files.map((file) => file.role));
    expect([...roles].sort()).toEqual(expect.arrayContaining(['repository', 'routes', 'service']));
  });

  it('repositories never throw HTTP errors: no http/errors, no access helpers, no service or routes', () => {
    expect(
      violations(
        ['repository'],
        ({ target }) =>
          isHttpErrors(target) || target === 'http/access' || isModuleFileOf('service')(target) || isModuleFileOf('routes')(target),
      ),
    ).toEqual([]);
    const throwing = files
      .filter((file) => file.role === 'repository')
      .filter((file) => /\bHttpError\b/.test(readFileSync(path.join(MODULES, file.name), 'utf8')))
      .map((file) => file.name);
    expect(throwing).toEqual([]);
  });

  it('no file both runs SQL and throws HTTP errors, whatever its name', () => {
    const holdsSql = (file: ModuleFile) =>
      file.imports.some(({ target, typeOnly }) => !typeOnly && (isSql(target) || target === 'db/client'));
    const mixed = files
      .filter((file) => holdsSql(file) && file.imports.some(({ target }) => isHttpErrors(target)))
      .map((file) => file.name);
    expect(mixed).toEqual([]);
  });

  it('routes call services: no SQL, no database schema and no repository', () => {
    expect(
      violations(
        ['routes'],
        ({ target, typeOnly }) => isSql(target) || isModuleFileOf('repository')(target) || (target === 'db/client' && !typeOnly),
      ),
    ).toEqual([]);
  });

  it('services hold rules, not SQL: they hand the transaction to a repository and never reach up into routes', () => {
    expect(
      violations(
        ['service'],
        ({ target, typeOnly }) => (!typeOnly && (isSql(target) || target === 'db/client')) || isModuleFileOf('routes')(target),
      ),
    ).toEqual([]);
  });
});
