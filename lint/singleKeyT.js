/**
 * `forum/single-key-t`: rejects `t('X', 'X')`. `t()` of src/i18n/translate.ts falls back to its
 * key, so a default text equal to the key is noise; a second argument is written only when the
 * English text differs from the key (docs/architecture.md, "Interface text"). The autofix drops
 * it, as `scripts/codemods/singleKeyT.ts` does for the whole tree.
 *
 * Only calls of the project's `t` are checked: the callee must be bound, through the file's
 * scopes, to an import of `t` from src/i18n/translate (relative or `@/i18n/translate`), a
 * namespace import of it (`i18n.t(...)`), or the declaration in translate.ts itself. A
 * parameter or local variable named `t` is left alone.
 */
import path from 'node:path';

/** src/i18n/translate, as the end of a path without extension. */
const TRANSLATE = `${path.sep}src${path.sep}i18n${path.sep}translate`;
const withoutExtension = (file) => file.replace(/\.(ts|tsx|js|mjs)$/, '');

/**
 * Does the specifier, written in `filename`, name src/i18n/translate.ts? `@/` is src/ (the
 * alias of tsconfig.json); a relative one is resolved from the file.
 */
function isTranslateModule(specifier, filename) {
  if (specifier.startsWith('@/')) return withoutExtension(specifier) === '@/i18n/translate';
  if (!specifier.startsWith('.')) return false;
  return withoutExtension(path.resolve(path.dirname(filename), specifier)).endsWith(TRANSLATE);
}

/** The variable an identifier refers to, looked up from `scope` outwards. */
function variableOf(scope, identifier) {
  for (let s = scope; s; s = s.upper) {
    const reference = s.references.find((r) => r.identifier === identifier);
    if (reference) return reference.resolved;
  }
  for (let s = scope; s; s = s.upper) {
    const variable = s.set.get(identifier.name);
    if (variable) return variable;
  }
  return null;
}

/** A string literal's value (any quotes, or a template literal without substitutions). */
function literalText(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0].value.cooked;
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const singleKeyT = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: "Write t('X'), not t('X', 'X'): t() falls back to the key." },
    messages: {
      doubled:
        't() falls back to its key: write t({{key}}) without the second argument (it is the same text). A second argument is for an English text that differs from the key.',
    },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;
    const filename = context.filename;
    const inTranslate = withoutExtension(filename).endsWith(TRANSLATE);

    /** Is `callee` the project's `t`? */
    function isProjectT(callee, node) {
      const scope = sourceCode.getScope(node);
      if (callee.type === 'Identifier') {
        const variable = variableOf(scope, callee);
        const def = variable?.defs[0];
        if (!def) return false;
        if (def.type === 'FunctionName') return inTranslate && variable.scope.type === 'module';
        if (def.type !== 'ImportBinding' || def.node.type !== 'ImportSpecifier') return false;
        const imported = def.node.imported;
        const importedName = imported.type === 'Identifier' ? imported.name : imported.value;
        return importedName === 't' && isTranslateModule(def.parent.source.value, filename);
      }
      if (
        callee.type === 'MemberExpression' &&
        !callee.computed &&
        callee.property.type === 'Identifier' &&
        callee.property.name === 't' &&
        callee.object.type === 'Identifier'
      ) {
        const def = variableOf(scope, callee.object)?.defs[0];
        return (
          def?.type === 'ImportBinding' &&
          def.node.type === 'ImportNamespaceSpecifier' &&
          isTranslateModule(def.parent.source.value, filename)
        );
      }
      return false;
    }

    return {
      CallExpression(node) {
        if (node.arguments.length !== 2) return;
        const [key, defaultText] = node.arguments;
        const keyText = literalText(key);
        if (keyText === undefined || keyText !== literalText(defaultText)) return;
        if (!isProjectT(node.callee, node)) return;
        context.report({
          node,
          messageId: 'doubled',
          data: { key: sourceCode.getText(key) },
          fix(fixer) {
            // The argument list becomes the key alone (a call broken over lines collapses); with
            // a comment inside the call, only `, 'X'` goes, so the comment stays.
            const open = sourceCode.getTokenBefore(key, { filter: (token) => token.value === '(' });
            const close = sourceCode.getLastToken(node);
            if (open && close && sourceCode.getCommentsInside(node).length === 0)
              return fixer.replaceTextRange(
                [open.range[1], close.range[0]],
                sourceCode.getText(key),
              );
            const comma = sourceCode.getTokenAfter(key, { filter: (token) => token.value === ',' });
            return fixer.removeRange([comma.range[0], defaultText.range[1]]);
          },
        });
      },
    };
  },
};

/** The repository's own ESLint rules, registered in eslint.config.js as the `forum` plugin. */
export const forumPlugin = { meta: { name: 'forum' }, rules: { 'single-key-t': singleKeyT } };
