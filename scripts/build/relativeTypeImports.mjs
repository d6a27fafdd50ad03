// The last step of `npm run build`: tsc writes the declarations of the public entry to
// dist/types/ with module specifiers as the sources wrote them, and a site owner's compiler knows
// nothing of our `@/` alias (tsconfig.json `paths`: `@/x` is `src/x`). This turns each `@/x` in
// dist/types/**/*.d.ts back into the relative path tsc would have kept: the same bytes as before
// the alias existed. Usage: node scripts/build/relativeTypeImports.mjs [typesDir]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const typesDir = path.resolve(process.argv[2] ?? 'dist/types');
const srcDir = path.join(typesDir, 'src');

const declarationFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(full);
    return entry.name.endsWith('.d.ts') ? [full] : [];
  });

/** The string literals of `source` that name a module (imports, exports, import types, augmentations). */
function moduleSpecifiers(source) {
  const found = [];
  const visit = (node) => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier
        ? node.moduleSpecifier
        : ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)
          ? node.argument.literal
          : ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)
            ? node.name
            : ts.isExternalModuleReference(node)
              ? node.expression
              : undefined;
    if (specifier && ts.isStringLiteral(specifier)) found.push(specifier);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

let files = 0;
let rewritten = 0;
for (const file of declarationFiles(typesDir)) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edits = moduleSpecifiers(source)
    .filter((literal) => literal.text.startsWith('@/'))
    .map((literal) => {
      let relative = path.relative(path.dirname(file), path.join(srcDir, literal.text.slice(2)));
      relative = relative.split(path.sep).join('/');
      if (!relative.startsWith('.')) relative = `./${relative}`;
      const quote = text[literal.getStart(source)];
      return { start: literal.getStart(source), end: literal.end, text: quote + relative + quote };
    });
  if (edits.length === 0) continue;
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  writeFileSync(file, out);
  files += 1;
  rewritten += edits.length;
}
console.log(`dist/types: ${rewritten} @/ specifier(s) made relative in ${files} file(s).`);
