import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The imports of every non-test file under apps/server/src/modules, read with the TypeScript parser: what
 * the architecture checks (module-shape.unit.test.ts, module-dependencies.unit.test.ts) look at.
 */

export const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
export const MODULES = path.join(SERVER_SRC, 'modules');

export type Role = 'routes' | 'service' | 'repository' | 'presenter' | 'other';

export interface ModuleImport {
  /** As written in the file. */
  specifier: string;
  /** A relative import as a path under apps/server/src without extension ('http/errors'); a package name as is. */
  target: string;
  typeOnly: boolean;
}

export interface ModuleFile {
  /** Relative to the modules folder: 'tables/routes.ts'. */
  name: string;
  /** The module folder: 'tables'. */
  module: string;
  role: Role;
  imports: ModuleImport[];
}

/** The layer a file is by its name: `routes.ts` / `<area>-routes.ts`, and so on. */
export function roleOf(fileName: string): Role {
  const base = path.basename(fileName, '.ts');
  for (const role of ['routes', 'service', 'repository', 'presenter'] as const) {
    if (base === role || base.endsWith(`-${role}`)) return role;
  }
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

/** Every non-test file under the modules folder with its imports. */
export function readModuleFiles(): ModuleFile[] {
  return sourceFilesUnder(MODULES).map((file) => {
    const name = path.relative(MODULES, file).replace(/\\/g, '/');
    return { name, module: name.split('/')[0] ?? '', role: roleOf(file), imports: importsOf(file) };
  });
}

/** The module folder an import lands in ('modules/tables/service' → 'tables'), or undefined outside the modules. */
export function moduleOf(target: string): string | undefined {
  const match = /^modules\/([^/]+)\//.exec(target);
  return match?.[1];
}
