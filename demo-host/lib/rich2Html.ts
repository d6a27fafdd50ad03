/**
 * Renders a cleaned rich2 doc (`parseRich2`, rich2.ts) to the HTML the demo host stores and
 * serves. Every text and attribute is escaped; links and sources were checked while cleaning
 * and are checked again here. The output uses only what `sanitizeHtml` (format.ts) allows, so
 * sanitising it again changes nothing.
 *
 * Marks nest in one fixed order, link outermost, then bold, italic, strike and code, and a
 * run of neighbouring text sharing a mark gets one element: `**a _b_**` is
 * `<strong>a <em>b</em></strong>`, not two `<strong>`s.
 */
import { esc } from './html.ts';
import { EXTERNAL_REL, isExternal, safeFileHref, safeHref, safeImageSrc } from './links.ts';
import type { Rich2Block, Rich2Doc, Rich2Inline, Rich2Mark, Rich2MarkType } from './rich2.ts';
import { profilePath } from './urls.ts';

export interface Rich2RenderOptions {
  /** The user a mention points at, when they exist (by ID); otherwise the mention is text. */
  mentionUser?: (userID: number) => { userID: number; name: string } | undefined;
}

const MARK_ORDER: readonly Rich2MarkType[] = ['link', 'bold', 'italic', 'strike', 'code'];
const MARK_TAG: Record<Exclude<Rich2MarkType, 'link'>, string> = {
  bold: 'strong',
  italic: 'em',
  strike: 's',
  code: 'code',
};

/** `<a href>` for a safe href, with the external rel when it leaves the site. */
export function linkOpen(href: string, className = ''): string {
  const cls = className ? ` class="${esc(className)}"` : '';
  const rel = isExternal(href) ? ` rel="${EXTERNAL_REL}"` : '';
  return `<a${cls} href="${esc(href)}"${rel}>`;
}

/** A file size as people read it, as the library writes it: 900 B, 1.5 KB, 2 MB. */
export function humanFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Math.round(value * 10) / 10} ${units[unit] ?? 'B'}`;
}

function markKey(node: Rich2Inline, type: Rich2MarkType): string | undefined {
  if (node.type !== 'text') return undefined;
  const mark: Rich2Mark | undefined = node.marks?.find((m) => m.type === type);
  if (!mark) return undefined;
  return type === 'link' ? `link:${mark.attrs?.href ?? ''}` : type;
}

function leaf(node: Rich2Inline, o: Rich2RenderOptions): string {
  if (node.type === 'text') return esc(node.text);
  if (node.type === 'hard_break') return '<br>';
  const user = o.mentionUser?.(node.attrs.userID);
  if (!user) return esc(`@${node.attrs.name}`);
  return `<a class="mention" href="${esc(profilePath(user.name))}" data-userid="${user.userID}">@${esc(user.name)}</a>`;
}

function inlines(nodes: readonly Rich2Inline[], level: number, o: Rich2RenderOptions): string {
  const type = MARK_ORDER[level];
  if (type === undefined) return nodes.map((n) => leaf(n, o)).join('');
  let out = '';
  let i = 0;
  while (i < nodes.length) {
    const key = markKey(nodes[i] as Rich2Inline, type);
    let j = i + 1;
    while (j < nodes.length && markKey(nodes[j] as Rich2Inline, type) === key) j++;
    const inner = inlines(nodes.slice(i, j), level + 1, o);
    if (key === undefined) out += inner;
    else if (type === 'link') {
      const href = safeHref(key.slice('link:'.length));
      out += href === undefined ? inner : `${linkOpen(href)}${inner}</a>`;
    } else out += `<${MARK_TAG[type]}>${inner}</${MARK_TAG[type]}>`;
    i = j;
  }
  return out;
}

function block(node: Rich2Block, o: Rich2RenderOptions): string {
  switch (node.type) {
    case 'paragraph':
      return `<p>${inlines(node.content ?? [], 0, o)}</p>`;
    case 'heading':
      return `<h${node.attrs.level}>${inlines(node.content ?? [], 0, o)}</h${node.attrs.level}>`;
    case 'blockquote':
      return `<blockquote>${blocks(node.content, o)}</blockquote>`;
    case 'spoiler':
      return `<details class="spoiler"><summary>Spoiler</summary><div class="spoiler-content">${blocks(node.content, o)}</div></details>`;
    case 'code_block':
      return `<pre><code>${esc((node.content ?? []).map((t) => t.text).join(''))}</code></pre>`;
    case 'bullet_list':
    case 'ordered_list': {
      const items = node.content.map((li) => `<li>${blocks(li.content, o)}</li>`).join('');
      if (node.type === 'bullet_list') return `<ul>${items}</ul>`;
      return node.attrs.order === 1
        ? `<ol>${items}</ol>`
        : `<ol start="${node.attrs.order}">${items}</ol>`;
    }
    case 'image': {
      const src = safeImageSrc(node.attrs.src);
      return src === undefined
        ? ''
        : `<img src="${esc(src)}" alt="${esc(node.attrs.alt)}" loading="lazy">`;
    }
    case 'attachment': {
      const href = safeFileHref(node.attrs.href);
      if (href === undefined) return '';
      const size =
        node.attrs.size > 0
          ? ` <span class="attachment-size">(${humanFileSize(node.attrs.size)})</span>`
          : '';
      return `<p class="attachment">${linkOpen(href, 'attachment')}${esc(node.attrs.name)}</a>${size}</p>`;
    }
    default:
      return '';
  }
}

function blocks(nodes: readonly Rich2Block[], o: Rich2RenderOptions): string {
  return nodes.map((n) => block(n, o)).join('');
}

/** The HTML of a cleaned doc. */
export function rich2ToHtml(doc: Rich2Doc, o: Rich2RenderOptions = {}): string {
  return blocks(doc.content, o);
}
