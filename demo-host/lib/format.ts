/** Renders posted bodies (text, markdown, rich, wysiwyg) to the safe HTML the API returns. */
import { esc, textToHtml } from './html.ts';

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
  'hr',
]);

/** A small allow-list sanitiser: unknown tags become text, attributes are dropped except safe hrefs. */
export function sanitizeHtml(html: string): string {
  return html
    .replace(/<(script|style|iframe|object)[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?([a-zA-Z0-9]+)([^>]*)>/g, (tag: string, name: string, attrs: string) => {
      const lower = name.toLowerCase();
      if (!ALLOWED.has(lower)) return esc(tag);
      if (tag.startsWith('</')) return `</${lower}>`;
      if (lower === 'a') {
        const href = /href\s*=\s*"([^"]*)"/i.exec(attrs)?.[1] ?? '';
        const safe = /^(https?:|mailto:|tel:|\/|#)/i.test(href) ? href : '#';
        return `<a href="${esc(safe)}" rel="nofollow noopener">`;
      }
      return `<${lower}>`;
    });
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

export function renderBody(body: string, format: string): string {
  switch (format.toLowerCase()) {
    case 'wysiwyg':
    case 'html':
      return sanitizeHtml(body);
    case 'rich':
    case 'rich2':
      return textToHtml(richToText(body));
    default:
      return textToHtml(body);
  }
}

export const FORMATS = ['rich', 'rich2', 'markdown', 'text', 'textex', 'wysiwyg', 'html', 'bbcode'];
