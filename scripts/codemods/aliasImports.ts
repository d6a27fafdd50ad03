import path from 'node:path';
import ts from 'typescript';
import { finish, filesUnder, parseArgs, read, ROOT, type Edit } from './codemodRunner.ts';

const USAGE = `Usage: node --import tsx scripts/codemods/aliasImports.ts [--check] [--no-format] [paths...]

Rewrites relative module paths that reach into src/ from elsewhere to the @/ alias (@/x is src/x,
tsconfig.json "paths"; docs/architecture.md, "The @/ alias"):
  - in src/<area>/..., a path climbing (../) into another top-level folder of src/ or to a file
    at src/'s top level: '../../store/loadable' becomes '@/store/loadable'; paths within the
    same area stay relative;
  - in widgets/, tests/ and bench/, any relative path into src/.
Module paths are those of import and export ... from, import(), import x = require(), import
types (typeof import('...')), declare module '...' augmentations, and the first argument of
require, jest.mock, jest.doMock, jest.unmock, jest.requireActual, jest.requireMock,
jest.createMockFromModule (and vi.* alike). The rest of the path is kept as written (no
extension added or removed). Changed files are formatted with prettier unless --no-format.
--check writes nothing and exits 1 if any such path remains. demo-host/ is never touched: it
stands in for someone else's server and imports nothing of ours. Default paths: src widgets
tests bench.`;

const SRC = path.join(ROOT, 'src');

/** Functions whose first argument is a module path (jest and vitest mocking, require). */
const PATH_FUNCTIONS = new Set([
  'mock',
  'doMock',
  'unmock',
  'dontMock',
  'requireActual',
  'requireMock',
  'createMockFromModule',
  'importActual',
  'importMock',
]);

/** The string literals of `source` that are module paths (see USAGE). */
export function moduleSpecifiers(source: ts.SourceFile): ts.StringLiteralLike[] {
  const found: ts.StringLiteralLike[] = [];
  const add = (node: ts.Node | undefined): void => {
    if (node && ts.isStringLiteralLike(node)) found.push(node);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    )
      add(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      add(node.argument.literal);
    else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) add(node.name);
    else if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = node.expression;
      const isPathCall =
        callee.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(callee) && callee.text === 'require') ||
        (ts.isPropertyAccessExpression(callee) &&
          ts.isIdentifier(callee.expression) &&
          ['jest', 'vi'].includes(callee.expression.text) &&
          PATH_FUNCTIONS.has(callee.name.text));
      if (isPathCall) add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The top-level folder of src/ that `file` (absolute, inside src/) is in; '' for src/'s own files. */
const areaOf = (file: string): string => {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts.length > 1 ? parts[0]! : '';
};

const inside = (dir: string, file: string): boolean => {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** The alias a relative `specifier` written in `file` should become, or undefined to keep it. */
export function aliasFor(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const target = path.resolve(path.dirname(file), specifier);
  if (!inside(SRC, target)) return undefined;
  if (inside(SRC, file)) {
    if (!specifier.startsWith('../')) return undefined;
    const area = areaOf(file);
    if (area !== '' && areaOf(target) === area) return undefined;
  }
  const alias = `@/${path.relative(SRC, target).split(path.sep).join('/')}`;
  // A trailing slash written on purpose (`../store/`) stays.
  return specifier.endsWith('/') ? `${alias}/` : alias;
}

/** The edits of one file. */
export function aliasEdits(file: string, text: string): Edit[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  return moduleSpecifiers(source).flatMap((literal) => {
    const alias = aliasFor(file, literal.text);
    if (alias === undefined) return [];
    const start = literal.getStart(source);
    const quote = text[start]!;
    return [{ start, end: literal.end, text: quote + alias + quote }];
  });
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2), USAGE);
  const demoHost = path.join(ROOT, 'demo-host');
  const changes = new Map<string, { text: string; count: number }>();
  for (const file of filesUnder(options.roots)) {
    if (inside(demoHost, file)) continue;
    const text = read(file);
    const edits = aliasEdits(file, text);
    if (edits.length === 0) continue;
    let out = text;
    for (const edit of [...edits].sort((a, b) => b.start - a.start))
      out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
    changes.set(file, { text: out, count: edits.length });
  }
  return finish('aliasImports', options, changes, 'relative path(s) into src/');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename)
  process.exitCode = await main();
