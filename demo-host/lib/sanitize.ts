/**
 * The allow-list sanitiser every stored HTML body goes through (format.ts). Script, style,
 * iframe and object elements go with their content; other unknown tags, comments and stray `<`
 * become text; kept tags keep only the attributes listed for them in ATTRIBUTES, each value
 * checked, in that list's order. Never an `on*` handler, a `style` other than a cell's text
 * alignment, or an unsafe URL. Sanitising its own output again changes nothing.
 *
 * `embedJson` (set only for the rich2 renderer's output, whose embed JSON the server built from
 * validated data, rich2Embeds.ts) keeps `data-embedjson` and the links' `rel` as given; without
 * it a posted `data-embedjson` is never kept (an HTML body stores `div.js-embed[data-embed-url]`
 * placeholders, filled when served, embedData.ts).
 */
import { esc } from './html.ts';
import { EXTERNAL_REL, isExternal, safeHref, safeImageSrc } from './links.ts';

export interface SanitizeOptions {
  embedJson?: boolean;
}

const BLOCKS = ['p', 'pre', 'blockquote', 'ul', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr'];
const INLINE = ['br', 'b', 'strong', 'i', 'em', 'u', 's', 'code', 'span', 'div', 'caption'];
const OTHER = ['details', 'summary', 'hr', 'button'];

/** Tags kept, with the attributes each may keep, in the order they are written. */
const ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries([...BLOCKS, ...INLINE, ...OTHER].map((t) => [t, ['class']])),
  pre: ['class', 'spellcheck', 'tabindex'],
  code: ['class', 'spellcheck', 'tabindex'],
  ol: ['class', 'start'],
  a: [
    'class',
    'href',
    'target',
    'data-username',
    'data-userid',
    'data-embedjson',
    'download',
    'aria-label',
    'rel',
  ],
  img: [
    'class',
    'src',
    'alt',
    'title',
    'height',
    'width',
    'loading',
    'data-display-size',
    'data-float',
    'data-type',
    'data-embed-type',
  ],
  h2: ['data-id'],
  h3: ['data-id'],
  h4: ['data-id'],
  h5: ['data-id'],
  td: ['colspan', 'rowspan', 'headers', 'scope', 'id', 'style'],
  th: ['colspan', 'rowspan', 'headers', 'scope', 'id', 'style'],
  div: ['class', 'contenteditable', 'data-embedjson'],
  span: ['class', 'data-embedjson'],
  button: ['class', 'title'],
};
const VOID = new Set(['br', 'hr', 'img']);

/** Class names kept on any tag: the rich2 renderer's (04 §3, §5.1) and the older ones. */
const CLASSES = new Set(
  (
    'mention attachment attachment-size spoiler spoiler-content atMention emoji code codeInline ' +
    'codeBlock blockquote blockquote-content blockquote-line spoiler-line spoiler-buttonContainer ' +
    'iconButton button-spoiler js-toggleSpoiler spoiler-warning spoiler-warningMain ' +
    'spoiler-warningLabel spoiler-chevron tableWrapper embedResponsive inlineEmbed embedExternal ' +
    'embedImage embedExternal-content embedImage-link embedImage-img embedLinkLoader ' +
    'display-large display-medium display-small display-inline float-none float-left float-right'
  ).split(' '),
);
/**
 * Class names of the content contract (docs/content-display.md) kept on one tag only: callouts,
 * collapsible blocks, the legacy spoiler and embed placeholders on `div`, a language on `code`
 * and `pre`.
 */
const DIV_CLASSES = new Set([
  'callout',
  'callout-info',
  'callout-warning',
  'callout-error',
  'collapsible',
  'Spoiler',
]);
const CODE_LANGUAGE = /^language-[\w+#.-]{1,40}$/;

const VALUES: Readonly<Record<string, RegExp>> = {
  target: /^_(?:self|blank|parent|top)$/,
  'data-userid': /^-?\d{1,10}$/,
  download: /^$/,
  height: /^\d{1,6}$/,
  width: /^\d{1,6}$/,
  loading: /^lazy$/,
  'data-display-size': /^(?:large|medium|small|inline)$/,
  'data-float': /^(?:none|left|right)$/,
  'data-type': /^[\w.+-]+\/[\w.+-]+$|^unknown$/,
  'data-embed-type': /^image$/,
  spellcheck: /^false$/,
  tabindex: /^0$/,
  contenteditable: /^false$/,
  'data-id': /^[\w-]{1,300}$/,
  colspan: /^\d{1,3}$/,
  rowspan: /^\d{1,3}$/,
  headers: /^[\w -]{1,200}$/,
  scope: /^(?:row|col|rowgroup|colgroup)$/,
  id: /^[\w-]{1,100}$/,
  style: /^text-align:\s*(?:left|center|right|start|end);?$/,
  start: /^\d{1,9}$/,
};

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^<>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|#39);/gi, (all, name: string) => {
    const n = name.toLowerCase();
    if (n.startsWith('#x')) return String.fromCodePoint(Number.parseInt(n.slice(2), 16) || 0xfffd);
    if (n.startsWith('#')) return String.fromCodePoint(Number.parseInt(n.slice(1), 10) || 0xfffd);
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[n] ?? all;
  });
}

function attributesOf(raw: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of raw.matchAll(ATTRIBUTE)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!out.has(name)) out.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return out;
}

/** Text between tags: `<` and `>` escaped, a bare `&` escaped, entities kept. */
function escapeText(text: string): string {
  return text
    .replace(/&(?![a-zA-Z][a-zA-Z0-9]*;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function keptClass(tag: string, c: string, o: SanitizeOptions): boolean {
  if (CLASSES.has(c)) return true;
  if (tag === 'div') return DIV_CLASSES.has(c) || c === 'js-embed';
  if (tag === 'span') return c === 'js-embed';
  // A language on `code`; on `pre` only in the rich2 renderer's code blocks (04 §3.3).
  return (tag === 'code' || (tag === 'pre' && o.embedJson === true)) && CODE_LANGUAGE.test(c);
}

/**
 * An embed placeholder as an HTML body stores it: `<div class="js-embed" data-embed-url="…">`,
 * for an `http(s)` URL or a site path.
 */
function embedPlaceholder(attrs: Map<string, string>): string | undefined {
  if (!(attrs.get('class') ?? '').split(/\s+/).includes('js-embed')) return undefined;
  if (!attrs.has('data-embed-url')) return undefined;
  const url = safeHref(attrs.get('data-embed-url'));
  if (url === undefined || !/^(?:https?:\/\/|\/)/i.test(url)) return undefined;
  return `<div class="js-embed" data-embed-url="${esc(url)}">`;
}

function isJsonObject(v: string): boolean {
  try {
    const parsed = JSON.parse(v) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

function value(
  name: string,
  tag: string,
  attrs: Map<string, string>,
  o: SanitizeOptions,
): string | undefined {
  const v = attrs.get(name);
  switch (name) {
    case 'class': {
      const classes = (v ?? '').split(/\s+/).filter((c) => keptClass(tag, c, o));
      // The renderer's `pre` class keeps its trailing space when there is no language (04 §3.3).
      const trailing = tag === 'pre' && classes.length === 2 && /\s$/.test(v ?? '') ? ' ' : '';
      return classes.length ? classes.join(' ') + trailing : undefined;
    }
    case 'href':
      if (v !== undefined && /^unsafe:/i.test(v)) return v;
      return safeHref(v) ?? '#';
    case 'src':
      return safeImageSrc(v);
    case 'alt':
      return tag === 'img' ? (v ?? '') : v;
    case 'loading':
      return tag === 'img' && !(attrs.get('class') ?? '').split(/\s+/).includes('emoji')
        ? 'lazy'
        : undefined;
    case 'data-embedjson':
      return o.embedJson && v !== undefined && isJsonObject(v) ? v : undefined;
    case 'rel': {
      if (o.embedJson) return v === EXTERNAL_REL ? v : undefined;
      const href = value('href', tag, attrs, o) ?? '';
      return isExternal(href) ? EXTERNAL_REL : undefined;
    }
    case 'target':
      return o.embedJson && v !== undefined && VALUES.target?.test(v) ? v : undefined;
    case 'data-username':
    case 'aria-label':
    case 'title':
      return v;
    default: {
      const ok = VALUES[name];
      return v !== undefined && ok !== undefined && ok.test(v) ? v : undefined;
    }
  }
}

function openTag(name: string, attrs: Map<string, string>, o: SanitizeOptions): string {
  if (name === 'div') {
    const embed = embedPlaceholder(attrs);
    if (embed !== undefined) return embed;
  }
  if (name === 'img' && safeImageSrc(attrs.get('src')) === undefined) return '';
  let out = `<${name}`;
  for (const attr of ATTRIBUTES[name] ?? []) {
    const v = value(attr, name, attrs, o);
    if (v === undefined) continue;
    out += ` ${attr}="${attr === 'start' ? Number(v) : esc(v)}"`;
  }
  return `${out}>`;
}

/**
 * Removes script, style, iframe and object elements with their content, in one pass (no
 * backtracking regex: a body full of unclosed `<script>` tags costs linear time). An element
 * that is never closed stays; the sanitiser then shows its tag as text.
 */
function withoutDangerousElements(html: string): string {
  const lower = html.toLowerCase();
  const open = /<(script|style|iframe|object)\b/g;
  let out = '';
  let last = 0;
  for (let m = open.exec(lower); m; m = open.exec(lower)) {
    const close = lower.indexOf(`</${m[1] ?? ''}`, m.index);
    const end = close < 0 ? -1 : lower.indexOf('>', close);
    if (end < 0) break;
    out += html.slice(last, m.index);
    last = end + 1;
    open.lastIndex = last;
  }
  return out + html.slice(last);
}

/** The sanitised HTML (see the module comment). */
export function sanitizeHtml(html: string, o: SanitizeOptions = {}): string {
  const input = withoutDangerousElements(html);
  let out = '';
  let last = 0;
  for (const m of input.matchAll(TAG)) {
    const [tag, slash, rawName = '', rawAttrs = ''] = m;
    const index = m.index ?? 0;
    out += escapeText(input.slice(last, index));
    last = index + tag.length;
    const name = rawName.toLowerCase();
    if (!(name in ATTRIBUTES)) out += esc(tag);
    else if (slash) out += VOID.has(name) ? '' : `</${name}>`;
    else out += openTag(name, attributesOf(rawAttrs), o);
  }
  return out + escapeText(input.slice(last));
}
