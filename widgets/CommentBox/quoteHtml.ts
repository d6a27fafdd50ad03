import type { ApiQuote } from '../../src/api/types/posting';

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Rich2Like {
  type?: unknown;
  text?: unknown;
  attrs?: Record<string, unknown>;
  marks?: { type?: unknown; attrs?: Record<string, unknown> }[];
  content?: unknown;
}

const BLOCKS: Record<string, string> = {
  paragraph: 'p',
  blockquote: 'blockquote',
  spoiler: 'blockquote',
  bullet_list: 'ul',
  ordered_list: 'ol',
  list_item: 'li',
};
const MARKS: Record<string, string> = { bold: 'strong', italic: 'em', strike: 's', code: 'code' };

function inline(node: Rich2Like): string {
  if (node.type === 'hard_break') return '<br>';
  if (node.type === 'mention') return escape(`@${String(node.attrs?.name ?? '')}`);
  if (node.type === 'image') return escape(String(node.attrs?.alt ?? ''));
  if (node.type === 'attachment') return escape(String(node.attrs?.name ?? ''));
  if (node.type !== 'text' || typeof node.text !== 'string') return '';
  let html = escape(node.text);
  for (const mark of node.marks ?? []) {
    const tag = typeof mark.type === 'string' ? MARKS[mark.type] : undefined;
    if (tag) html = `<${tag}>${html}</${tag}>`;
    else if (mark.type === 'link' && typeof mark.attrs?.href === 'string')
      html = `<a href="${escape(mark.attrs.href)}">${html}</a>`;
  }
  return html;
}

function block(node: Rich2Like, depth: number): string {
  if (depth > 16) return '';
  const children = Array.isArray(node.content) ? (node.content as Rich2Like[]) : [];
  if (node.type === 'code_block')
    return `<pre><code>${escape(children.map((c) => String(c.text ?? '')).join(''))}</code></pre>`;
  if (node.type === 'heading') return `<p><strong>${children.map(inline).join('')}</strong></p>`;
  if (node.type === 'image' || node.type === 'attachment') return `<p>${inline(node)}</p>`;
  const tag = typeof node.type === 'string' ? BLOCKS[node.type] : undefined;
  if (node.type === 'paragraph') return `<p>${children.map(inline).join('')}</p>`;
  const inner = children.map((child) => block(child, depth + 1)).join('');
  return tag ? `<${tag}>${inner}</${tag}>` : inner;
}

/**
 * A quote's source as HTML for the editor's `insertQuote` (which filters it through its
 * sanitiser and schema again): rich2 documents are written out block by block, HTML bodies
 * pass as they are, anything else is plain text.
 */
export function quoteHtml(quote: Pick<ApiQuote, 'bodyRaw' | 'format'>): string {
  const format = quote.format.toLowerCase();
  if (format === 'html' || format === 'wysiwyg') return quote.bodyRaw;
  if (format === 'rich2') {
    try {
      return block(JSON.parse(quote.bodyRaw) as Rich2Like, 0);
    } catch {
      return '';
    }
  }
  return quote.bodyRaw
    .split(/\n{2,}/)
    .map((para) => `<p>${escape(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
