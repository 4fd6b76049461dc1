import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The one server module shape (docs/ARCHITECTURE.md, 'Server module template'), checked on every
 * module folder, present and future: routes → service → repository, with a presenter beside.
 */

const MODULES = path.dirname(fileURLToPath(import.meta.url));
const SERVER_SRC = path.dirname(MODULES);

type Role = 'routes' | 'service' | 'repository' | 'other';

interface ModuleImport {
  /** As written in the file. */
  specifier: string;
  /** A relative import as a path under apps/server/src without extension ('http/errors'); a package name as is. */
  target: string;
  typeOnly: boolean;
}

interface ModuleFile {
  /** Relative to the modules folder: 'tables/routes.ts'. */
  name: string;
  role: Role;
  imports: ModuleImport[];
}

function roleOf(fileName: string): Role {
  const base = path.basename(fileName, '.ts');
  if (base === 'routes' || base.endsWith('-routes')) return 'routes';
  if (base === 'service' || base.endsWith('-service')) return 'service';
  if (base === 'repository' || base.endsWith('-repository')) return 'repository';
  return 'other';
}

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function isTypeOnlyImport(declaration: ts.ImportDeclaration): boolean {
  const clause = declaration.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.every((element) => element.isTypeOnly);
}

function importsOf(file: string): ModuleImport[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: ModuleImport[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    const target = specifier.startsWith('.')
      ? path
          .relative(SERVER_SRC, path.resolve(path.dirname(file), specifier))
          .replace(/\\/g, '/')
          .replace(/\.(js|ts)$/, '')
      : specifier;
    found.push({ specifier, target, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, isTypeOnlyImport(node));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files: ModuleFile[] = sourceFilesUnder(MODULES).map((file) => ({
  name: path.relative(MODULES, file).replace(/\\/g, '/'),
  role: roleOf(file),
  imports: importsOf(file),
}));

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
