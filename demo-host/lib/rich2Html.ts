/**
 * Renders a rich2 document (rich2.ts) to the HTML a real forum server renders for it, node by
 * node (spec 04 §3.1–3.7, mentions §4.1, embeds §5.1 in rich2Embeds.ts). Every text and
 * attribute is escaped. With the default options (the demo host's: no origin, so links the
 * server builds are site paths) the output is left unchanged by `sanitizeHtml(…, { embedJson:
 * true })` (sanitize.ts); tests/demo-host/rich2Html.test.ts checks both against the fixtures.
 */
import { esc } from './html.ts';
import {
  childrenOf,
  isLeaf,
  leafText,
  readRich2,
  RICH2_MAX_DEPTH,
  type Rich2Doc,
  type Rich2Node,
} from './rich2.ts';
import { renderEmbed } from './rich2Embeds.ts';
import { EXTERNAL_REL, linkHref, type Rich2RenderOptions } from './rich2Links.ts';
import { repairNodes } from './rich2Repair.ts';
import { spoilerChrome } from './rich2Spoiler.ts';

export { EXTERNAL_REL, linkHref, type Rich2RenderOptions };

export const RENDER_ERROR = 'There was an error rendering this rich post.';
const TARGET = /^_(?:self|blank|parent|top)$/;

/** Leaf text: escaped, each line feed a `<br>` then the line feed, wrapped in its marks. */
function leaf(n: Rich2Node): string {
  let html = esc(leafText(n)).replace(/\n/g, '<br>\n');
  if (n.bold === true) html = `<strong>${html}</strong>`;
  if (n.italic === true) html = `<em>${html}</em>`;
  if (n.strikethrough === true) html = `<s>${html}</s>`;
  if (n.code === true)
    html = `<code class="code codeInline" spellcheck="false" tabindex="0">${html}</code>`;
  return html;
}

/** The profile path of a mention (04 §4.1): `/` and `&` pre-encoded, then percent-encoded. */
export function mentionHref(origin: string, name: string, userID: string): string {
  const encoded = encodeURIComponent(name.replace(/\//g, '%2f').replace(/&/g, '%26'));
  if (/^\d+$/.test(name)) return `${origin}/profile/${userID}/${encoded}`;
  return `${origin}/profile/${encoded}`;
}

function mention(n: Rich2Node, o: Required<Rich2RenderOptions>): string {
  const name = typeof n.name === 'string' ? n.name : String(n.name ?? '');
  const id = Number(n.userID);
  const userID = /^\d{1,10}$/.test(String(n.userID ?? '')) ? String(id) : '-1';
  return `<a class="atMention" href="${esc(mentionHref(o.origin, name, userID))}" data-username="${esc(name)}" data-userid="${userID}">@${esc(name)}</a>`;
}

const EMOJI_ATTRIBUTES = ['src', 'alt', 'title', 'height', 'width'] as const;

function emoji(n: Rich2Node): string {
  const a = (typeof n.attributes === 'object' && n.attributes) || {};
  const src = (a as Record<string, unknown>).src;
  if (typeof src !== 'string' || !/^https:\/\/|^\/(?![/\\])/i.test(src)) return '';
  const attrs = EMOJI_ATTRIBUTES.map((k) => {
    const v = (a as Record<string, unknown>)[k];
    if (v === undefined || v === null) return '';
    if ((k === 'width' || k === 'height') && !/^\d{1,4}$/.test(String(v))) return '';
    return ` ${k}="${esc(v)}"`;
  }).join('');
  return `<img class="emoji"${attrs}>`;
}

/** A slug for a heading's `data-id` (04 §3.3). */
export function headingSlug(text: string): string {
  const slug = text
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return slug || 'n-a';
}

function textOf(nodes: readonly Rich2Node[]): string {
  return nodes.map((n) => (isLeaf(n) ? leafText(n) : textOf(childrenOf(n)))).join('');
}

const CELL_ATTRIBUTES: Readonly<Record<string, RegExp>> = {
  colspan: /^\d{1,3}$/,
  rowspan: /^\d{1,3}$/,
  headers: /^[\w -]{1,200}$/,
  scope: /^(?:row|col|rowgroup|colgroup)$/,
  id: /^[\w-]{1,100}$/,
  style: /^text-align:\s*(?:left|center|right|start|end);?$/,
};

/** A cell's stored `attributes`: only the allowed names of 04 §3.3, with safe values. */
export function cellAttributes(n: Rich2Node): string {
  const a = n.attributes;
  if (typeof a !== 'object' || a === null) return '';
  return Object.entries(CELL_ATTRIBUTES)
    .map(([name, ok]) => {
      const v = (a as Record<string, unknown>)[name];
      return (typeof v === 'string' || typeof v === 'number') && ok.test(String(v))
        ? ` ${name}="${esc(v)}"`
        : '';
    })
    .join('');
}

interface RenderState {
  o: Required<Rich2RenderOptions>;
  slugs: Map<string, number>;
}

function heading(n: Rich2Node, tag: string, s: RenderState, depth: number): string {
  let id = typeof n.ref === 'string' && /^[\w-]{1,300}$/.test(n.ref) ? n.ref : undefined;
  if (id === undefined) {
    const base = headingSlug(textOf(childrenOf(n)));
    const seen = s.slugs.get(base) ?? 0;
    s.slugs.set(base, seen + 1);
    id = seen === 0 ? base : `${base}-${seen}`;
  }
  return `<${tag} data-id="${esc(id)}">${nodesHtml(childrenOf(n), s, depth)}</${tag}>`;
}

function link(n: Rich2Node, s: RenderState, depth: number): string {
  const target =
    typeof n.target === 'string' && TARGET.test(n.target) ? ` target="${n.target}"` : '';
  return `<a href="${esc(linkHref(n.url))}"${target} rel="${EXTERNAL_REL}">${nodesHtml(childrenOf(n), s, depth)}</a>`;
}

function codeBlock(n: Rich2Node): string {
  const lang =
    typeof n.lang === 'string' && /^[\w+#.-]{1,40}$/.test(n.lang) ? `language-${n.lang}` : '';
  const lines = childrenOf(n).map(
    (line) => `${esc(textOf(isLeaf(line) ? [line] : childrenOf(line)))}\n`,
  );
  return `<pre class="code codeBlock ${lang}" spellcheck="false" tabindex="0">${lines.join('')}</pre>`;
}

const WRAPPERS: Readonly<Record<string, [string, string]>> = {
  p: ['<p>', '</p>'],
  blockquote: [
    '<blockquote class="blockquote"><div class="blockquote-content">',
    '</div></blockquote>',
  ],
  'blockquote-line': ['<p class="blockquote-line">', '</p>'],
  ul: ['<ul>', '</ul>'],
  ol: ['<ol>', '</ol>'],
  li: ['<li>', '</li>'],
  table: ['<div class="tableWrapper"><table>', '</table></div>'],
  caption: ['<caption>', '</caption>'],
  thead: ['<thead>', '</thead>'],
  tbody: ['<tbody>', '</tbody>'],
  tfoot: ['<tfoot>', '</tfoot>'],
  tr: ['<tr>', '</tr>'],
  'spoiler-content': ['<div class="spoiler-content">', '</div>'],
  'spoiler-item': ['<p class="spoiler-line">', '</p>'],
};

function nodeHtml(n: Rich2Node, s: RenderState, depth: number): string {
  if (isLeaf(n)) return leaf(n);
  if (depth > RICH2_MAX_DEPTH + 8) return '';
  const type = typeof n.type === 'string' ? n.type : '';
  const inner = (): string => nodesHtml(childrenOf(n), s, depth + 1);
  const wrapper = WRAPPERS[type];
  if (wrapper) return `${wrapper[0]}${inner()}${wrapper[1]}`;
  switch (type) {
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
      return heading(n, type, s, depth + 1);
    case 'td':
    case 'th':
      return `<${type}${cellAttributes(n)}>${inner()}</${type}>`;
    case 'code_block':
      return codeBlock(n);
    case 'spoiler':
      return `<div class="spoiler">${spoilerChrome()}${inner()}</div>`;
    case 'a':
      return link(n, s, depth + 1);
    case '@':
      return mention(n, s.o);
    case 'legacy_emoji_image':
      return emoji(n);
    case 'rich_embed_card':
    case 'rich_embed_inline':
      return n.error === undefined ? renderEmbed(n, s.o) : inner();
    default:
      // h1, h6, hr, lic, action_item, mention_input and unknown types: their children only.
      return inner();
  }
}

function nodesHtml(nodes: readonly Rich2Node[], s: RenderState, depth: number): string {
  return nodes.map((n) => nodeHtml(n, s, depth)).join('');
}

/** Whether a top-level node is a trailing empty paragraph (04 §3.1), which is not rendered. */
function isBlankParagraph(n: Rich2Node): boolean {
  if (isLeaf(n) || n.type !== 'p') return false;
  const kids = childrenOf(n);
  return kids.length === 1 && isLeaf(kids[0]) && leafText(kids[0] as Rich2Node).trim() === '';
}

/** The HTML of a document; `null` nodes (a body that is not a JSON array) give the error. */
export function rich2ToHtml(doc: Rich2Doc, options: Rich2RenderOptions = {}): string {
  if (doc.nodes === null) return `<p>${RENDER_ERROR}</p>`;
  const nodes = [...doc.nodes];
  while (nodes.length && isBlankParagraph(nodes[nodes.length - 1] as Rich2Node)) nodes.pop();
  const o = { origin: '', trustedIframeHosts: [], ...options };
  return nodesHtml(repairNodes(nodes), { o, slugs: new Map() }, 0);
}

/** A stored body's HTML: `""` is `<p></p>` (04 §3.1), anything else is read and rendered. */
export function rich2SourceToHtml(source: string, o?: Rich2RenderOptions): string {
  return source === '' ? '<p></p>' : rich2ToHtml(readRich2(source), o);
}
