/**
 * Posted bodies: the safe HTML the API and the pages show, from each source format (text,
 * markdown, rich, rich2, wysiwyg/html), and the allow-list sanitiser that HTML goes through.
 */
import type { Db } from '../db/database.ts';
import { esc, textToHtml } from './html.ts';
import { EXTERNAL_REL, isExternal, safeHref, safeImageSrc } from './links.ts';
import { fieldError } from './errors.ts';
import { isEmptyRich2, parseRich2, type Rich2Doc } from './rich2.ts';
import { rich2ToHtml } from './rich2Html.ts';

/** Tags kept, without attributes unless `attributesOf` below says otherwise. */
const ALLOWED = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'h2',
  'h3',
  'h4',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'div',
  'details',
  'summary',
  'hr',
]);
const VOID = new Set(['br', 'hr', 'img']);
/** Class names kept on any tag: those the rich2 renderer gives mentions, files and spoilers. */
const CLASSES = new Set(['mention', 'attachment', 'attachment-size', 'spoiler', 'spoiler-content']);
/**
 * Class names of the content contract (docs/content-display.md) kept on one tag only: callouts,
 * collapsible blocks, the legacy spoiler and embed placeholders on `div`, a language on `code`.
 */
const DIV_CLASSES = new Set([
  'callout',
  'callout-info',
  'callout-warning',
  'callout-error',
  'collapsible',
  'Spoiler',
]);
const CODE_LANGUAGE = /^language-[a-z0-9+#-]{1,24}$/;

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

function keptClass(tag: string, c: string): boolean {
  if (CLASSES.has(c)) return true;
  if (tag === 'div') return DIV_CLASSES.has(c);
  return tag === 'code' && CODE_LANGUAGE.test(c);
}

/**
 * An embed placeholder as it is stored: `<div class="js-embed" data-embed-url="…">`, for an
 * `http(s)` URL or a site path. The server fills in the embed's data when it serves the body
 * (lib/embedData.ts); a posted `data-embedjson` is never kept.
 */
function embedPlaceholder(attrs: Map<string, string>): string | undefined {
  if (!(attrs.get('class') ?? '').split(/\s+/).includes('js-embed')) return undefined;
  const url = safeHref(attrs.get('data-embed-url'));
  if (url === undefined || !/^(?:https?:\/\/|\/)/i.test(url)) return undefined;
  return `<div class="js-embed" data-embed-url="${esc(url)}">`;
}

function openTag(name: string, attrs: Map<string, string>): string {
  if (name === 'div') {
    const embed = embedPlaceholder(attrs);
    if (embed !== undefined) return embed;
  }
  const classes = (attrs.get('class') ?? '')
    .split(/\s+/)
    .filter((c) => keptClass(name, c))
    .join(' ');
  const cls = classes ? ` class="${classes}"` : '';
  if (name === 'a') {
    const href = safeHref(attrs.get('href')) ?? '#';
    const userID = attrs.get('data-userid') ?? '';
    const data = /^\d{1,10}$/.test(userID) ? ` data-userid="${userID}"` : '';
    const rel = isExternal(href) ? ` rel="${EXTERNAL_REL}"` : '';
    return `<a${cls} href="${esc(href)}"${data}${rel}>`;
  }
  if (name === 'img') {
    const src = safeImageSrc(attrs.get('src'));
    return src === undefined
      ? ''
      : `<img src="${esc(src)}" alt="${esc(attrs.get('alt') ?? '')}" loading="lazy">`;
  }
  if (name === 'ol') {
    const start = attrs.get('start') ?? '';
    return /^\d{1,9}$/.test(start) ? `<ol${cls} start="${Number(start)}">` : `<ol${cls}>`;
  }
  return `<${name}${cls}>`;
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

/**
 * A small allow-list sanitiser: script, style, iframe and object elements go with their
 * content; other unknown tags, comments and stray `<` become text; kept tags lose every
 * attribute but a safe `href` (links), a safe `src` and `alt` (images), `start` (ordered lists),
 * `data-userid` (mentions), the renderer's class names, the content contract's classes
 * (callouts, collapsible, the legacy `Spoiler`, `language-*` on code) and an embed placeholder's
 * `data-embed-url` (never `data-embedjson`). Sanitising its own output again changes nothing.
 */
export function sanitizeHtml(html: string): string {
  const input = withoutDangerousElements(html);
  let out = '';
  let last = 0;
  for (const m of input.matchAll(TAG)) {
    const [tag, slash, rawName = '', rawAttrs = ''] = m;
    const index = m.index ?? 0;
    out += escapeText(input.slice(last, index));
    last = index + tag.length;
    const name = rawName.toLowerCase();
    if (!ALLOWED.has(name)) out += esc(tag);
    else if (slash) out += VOID.has(name) ? '' : `</${name}>`;
    else out += openTag(name, attributesOf(rawAttrs));
  }
  return out + escapeText(input.slice(last));
}

function richToText(body: string): string {
  try {
    const ops = JSON.parse(body) as unknown;
    if (Array.isArray(ops))
      return ops
        .map((op) =>
          op && typeof op === 'object' && typeof (op as { insert?: unknown }).insert === 'string'
            ? (op as { insert: string }).insert
            : '',
        )
        .join('');
  } catch {
    /* not JSON: treat as text */
  }
  return body;
}

/** Mentions point only at users who exist (and are not deleted), by ID, with their real name. */
function mentionLookup(
  db: Db | undefined,
): (id: number) => { userID: number; name: string } | undefined {
  if (!db) return () => undefined;
  const stmt = db.prepare('SELECT userID, name FROM users WHERE userID = ? AND deleted = 0');
  return (id) => stmt.get(id) as { userID: number; name: string } | undefined;
}

export function rich2Html(doc: Rich2Doc, db?: Db): string {
  return sanitizeHtml(rich2ToHtml(doc, { mentionUser: mentionLookup(db) }));
}

/**
 * The HTML of a stored or posted body, never throwing: a rich2 source that cannot be read is
 * shown as text (older drafts hold Quill deltas under that name). Pass the database to resolve
 * rich2 mentions; without it they stay text.
 */
export function renderBody(body: string, format: string, db?: Db): string {
  switch (format.toLowerCase()) {
    case 'wysiwyg':
    case 'html':
      return sanitizeHtml(body);
    case 'rich2':
      try {
        return rich2Html(parseRich2(body), db);
      } catch {
        return textToHtml(richToText(body));
      }
    case 'rich':
      return textToHtml(richToText(body));
    default:
      return textToHtml(body);
  }
}

export interface PreparedBody {
  /** What the pages and the API show. */
  html: string;
  /** What the editor gets back: the posted text, or the cleaned rich2 doc as JSON. */
  source: string;
  format: string;
  /** For rich2: the IDs of the users mentioned (who exist). */
  mentionedUserIDs: number[];
}

/**
 * A body being posted or edited: rich2 is parsed (422 on `field` when it is not a JSON doc or
 * holds nothing to show) and cleaned; other formats are rendered as before.
 */
export function prepareBody(db: Db, body: string, format: string, field = 'body'): PreparedBody {
  const fmt = format.toLowerCase();
  if (fmt !== 'rich2')
    return { html: renderBody(body, fmt), source: body, format: fmt, mentionedUserIDs: [] };
  const doc = parseRich2(body, field);
  if (isEmptyRich2(doc)) throw fieldError(field, `${field} is required.`, 'required');
  const lookup = mentionLookup(db);
  const ids = new Set<number>();
  const walk = (nodes: readonly unknown[]): void => {
    for (const n of nodes) {
      const node = n as { type: string; content?: unknown[]; attrs?: { userID?: number } };
      if (node.type === 'mention' && node.attrs?.userID && lookup(node.attrs.userID))
        ids.add(node.attrs.userID);
      walk(node.content ?? []);
    }
  };
  walk(doc.content);
  return {
    html: sanitizeHtml(rich2ToHtml(doc, { mentionUser: lookup })),
    source: JSON.stringify(doc),
    format: fmt,
    mentionedUserIDs: [...ids],
  };
}

export const FORMATS = ['rich', 'rich2', 'markdown', 'text', 'textex', 'wysiwyg', 'html', 'bbcode'];
