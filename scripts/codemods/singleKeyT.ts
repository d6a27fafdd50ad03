import path from 'node:path';
import ts from 'typescript';
import { finish, filesUnder, parseArgs, ROOT, type Edit } from './codemodRunner.ts';

const USAGE = `Usage: node --import tsx scripts/codemods/singleKeyT.ts [--check] [--no-format] [paths...]

Rewrites t('X', 'X') to t('X'): t() of src/i18n/translate.ts already falls back to the key, so
a default text equal to the key says nothing (docs/architecture.md, "Interface text").
Only calls whose callee is that t (through any import, alias or re-export, found with the
TypeScript checker) and whose two arguments are the same string literal (any quotes, or a
template literal without substitutions) are rewritten. Changed files are formatted with
prettier unless --no-format. --check writes nothing and exits 1 if any such call remains.
Default paths: src widgets tests bench.`;

/** The module that declares the project's `t`. */
export const TRANSLATE_FILE = path.join(ROOT, 'src/i18n/translate.ts');

/** A string literal's value, or undefined for anything else (`'a' + b`, `${x}`, a variable). */
export function literalText(node: ts.Expression): string | undefined {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
    ? node.text
    : undefined;
}

/** The text between `start` and `end` holds a comment (so it must not be dropped wholesale). */
function hasComment(source: ts.SourceFile, start: number, end: number): boolean {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, source.languageVariant);
  scanner.setText(source.text, start, end - start);
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan())
    if (
      kind === ts.SyntaxKind.SingleLineCommentTrivia ||
      kind === ts.SyntaxKind.MultiLineCommentTrivia
    )
      return true;
  return false;
}

/**
 * The edit turning `t(key, key)` into `t(key)`: the argument list becomes the first argument
 * alone (so a call prettier had broken over lines, with a trailing comma, collapses too). If the
 * call holds a comment, only `, key` is removed, so the comment stays.
 */
function editFor(source: ts.SourceFile, call: ts.CallExpression): Edit {
  const [key, defaultText] = call.arguments as unknown as [ts.Expression, ts.Expression];
  const open = call.arguments.pos; // just after `(`
  const close = call.end - 1; // the `)`
  if (!hasComment(source, open, close))
    return { start: open, end: close, text: key.getText(source) };
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, source.languageVariant);
  scanner.setText(source.text, key.end, defaultText.pos - key.end);
  let kind = scanner.scan();
  while (kind !== ts.SyntaxKind.CommaToken && kind !== ts.SyntaxKind.EndOfFileToken)
    kind = scanner.scan();
  return { start: scanner.getTokenStart(), end: defaultText.end, text: '' };
}

/** Does the callee resolve to the `t` declared in src/i18n/translate.ts? */
function isProjectT(checker: ts.TypeChecker, callee: ts.Expression): boolean {
  const name = ts.isIdentifier(callee)
    ? callee
    : ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.name)
      ? callee.name
      : undefined;
  if (!name) return false; // any local name: `import { t as tr }` counts
  let symbol = checker.getSymbolAtLocation(name);
  if (!symbol) return false;
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return (symbol.declarations ?? []).some(
    (declaration) =>
      ts.isFunctionDeclaration(declaration) &&
      path.resolve(declaration.getSourceFile().fileName) === TRANSLATE_FILE,
  );
}

/** The doubled calls of one file, as edits. */
export function doubledCalls(
  checker: ts.TypeChecker,
  source: ts.SourceFile,
): Array<{ call: ts.CallExpression; edit: Edit }> {
  const found: Array<{ call: ts.CallExpression; edit: Edit }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.arguments.length === 2) {
      const [key, defaultText] = node.arguments as unknown as [ts.Expression, ts.Expression];
      const keyText = literalText(key);
      if (
        keyText !== undefined &&
        keyText === literalText(defaultText) &&
        isProjectT(checker, node.expression)
      )
        found.push({ call: node, edit: editFor(source, node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // A doubled call nested in another one's key cannot exist (the key is a literal), so the
  // edits never overlap.
  return found;
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2), USAGE);
  const files = filesUnder(options.roots);
  const { config } = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  // The walked files plus translate.ts are the roots; their imports come in as the compiler
  // resolves them, which is all the checker needs to follow an import of `t` to its declaration.
  const program = ts.createProgram({
    rootNames: [...new Set([...files, TRANSLATE_FILE])],
    options: { ...parsed.options, noEmit: true },
  });
  const checker = program.getTypeChecker();
  const changes = new Map<string, { text: string; count: number }>();
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const found = doubledCalls(checker, source);
    if (found.length === 0) continue;
    let text = source.text;
    for (const { edit } of [...found].sort((a, b) => b.edit.start - a.edit.start))
      text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
    changes.set(file, { text, count: found.length });
  }
  return finish('singleKeyT', options, changes, "doubled t('X', 'X') call(s)");
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename)
  process.exitCode = await main();
