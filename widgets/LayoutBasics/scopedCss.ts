/**
 * The HTML widget's own CSS, nested under its scope selector so that it styles only that widget.
 * The text must be well formed: every `}` closes a `{` opened inside it (outside strings and
 * comments), so no rule can close the scope and reach the page; `@import` (another request) is
 * refused. Returns null for CSS that is refused.
 */
export function scopeCss(css: string, scope: string): string | null {
  let depth = 0;
  let i = 0;
  while (i < css.length) {
    const c = css[i];
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (end === -1) return null;
      i = end + 2;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c) {
        if (css[j] === '\n') return null;
        j += css[j] === '\\' ? 2 : 1;
      }
      if (j >= css.length) return null;
      i = j + 1;
      continue;
    }
    if (c === '{') depth += 1;
    if (c === '}') {
      depth -= 1;
      if (depth < 0) return null;
    }
    if (c === '<') return null;
    i += 1;
  }
  if (depth !== 0 || /@import/i.test(css)) return null;
  return `${scope} {\n${css}\n}`;
}
