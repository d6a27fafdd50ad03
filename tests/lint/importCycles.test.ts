import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

/**
 * No value import cycles in src/ and widgets/: static, side-effect and dynamic imports. Type-only
 * imports may go both ways (a slice file and the store's `RootState`), since the compiler erases
 * them. This is the one cycle check; it walks each file's syntax tree with the TypeScript
 * compiler and resolves the specifiers with its own resolver.
 */
const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const { config } = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);

/**
 * The module specifiers of `file` that are loaded when it runs: static imports and re-exports,
 * side-effect imports and `import()`. Type-only ones (`import type`, `export type`, or an import
 * whose every name is marked `type`) are left out: the compiler erases them, so they cannot form
 * a cycle at run time.
 */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const typeOnlyImport = (node: ts.ImportDeclaration): boolean => {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return (
      clause.name === undefined &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly)
    );
  };
  const typeOnlyExport = (node: ts.ExportDeclaration): boolean =>
    node.isTypeOnly ||
    (node.exportClause !== undefined &&
      ts.isNamedExports(node.exportClause) &&
      node.exportClause.elements.length > 0 &&
      node.exportClause.elements.every((element) => element.isTypeOnly));
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!typeOnlyImport(node)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!typeOnlyExport(node)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each file's value imports (see `valueImports`) among `files`. */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = valueImports(file)
      .map((fileName) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule)
      .map((resolved) => resolved && path.resolve(resolved.resolvedFileName))
      .filter((target): target is string => target !== undefined && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components with more than one file, or a file importing itself. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(path.relative(ROOT, member));
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import cycles between values', () => {
  it('allows a cycle made of type-only imports', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fw-cycle-'));
    try {
      const first = path.join(dir, 'first.ts');
      const second = path.join(dir, 'second.ts');
      writeFileSync(
        first,
        "import type { Second } from './second';\nexport interface First { s?: Second }\n",
      );
      writeFileSync(
        second,
        "import type { First } from './first';\nexport interface Second { f?: First }\n",
      );
      expect(cycles(importGraph([first, second]))).toEqual([]);
      // One value import closes it.
      writeFileSync(
        second,
        "import { type First, first } from './first';\nexport interface Second { f?: First }\nexport const s = first;\n",
      );
      writeFileSync(
        first,
        "import type { Second } from './second';\nimport './second';\nexport interface First { s?: Second }\nexport const first = 1;\n",
      );
      expect(cycles(importGraph([first, second]))).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds a cycle of value imports, naming both files', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fw-cycle-'));
    try {
      const first = path.join(dir, 'first.ts');
      const second = path.join(dir, 'second.ts');
      const third = path.join(dir, 'third.ts');
      writeFileSync(
        first,
        "import { second } from './second';\nexport const first = (): number => second() + 1;\n",
      );
      writeFileSync(
        second,
        "import { first } from './first';\nexport const second = (): number => 1;\nexport const again = first;\n",
      );
      // A file that only imports the cycle is not part of it.
      writeFileSync(third, "import { first } from './first';\nexport const third = first;\n");
      const found = cycles(importGraph([first, second, third]));
      expect(found).toHaveLength(1);
      expect(found[0]!.map((f) => path.basename(f)).sort()).toEqual(['first.ts', 'second.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('follows the @/ alias of tsconfig.json (@/x is src/x) as it follows relative paths', () => {
    const from = path.join(ROOT, 'widgets/UserCard/index.ts');
    const resolve = (specifier: string): string | undefined =>
      ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule?.resolvedFileName;
    expect(resolve('@/store/loadable')).toBe(path.join(ROOT, 'src/store/loadable.ts'));
    expect(resolve('@/store/loadable')).toBe(resolve('../../src/store/loadable'));
  });

  it('finds none in src/ and widgets/', () => {
    const files = [
      ...sourceFiles(path.join(ROOT, 'src')),
      ...sourceFiles(path.join(ROOT, 'widgets')),
    ];
    const graph = importGraph(files);
    expect(files.length).toBeGreaterThan(100);
    // The walk sees the value imports between our files (more edges than files), and not the
    // type-only ones.
    expect([...graph.values()].flat().length).toBeGreaterThan(files.length);
    const createLoadThunk = graph.get(path.join(ROOT, 'src/store/createLoadThunk.ts'));
    expect(createLoadThunk).toContain(path.join(ROOT, 'src/store/loadable.ts'));
    expect(createLoadThunk).not.toContain(path.join(ROOT, 'src/store/storeTypes.ts'));
    expect(cycles(graph)).toEqual([]);
  });
});
