/**
 * Plain text and excerpts of a rich2 document (spec 04 §3.6), for search, notifications and
 * draft excerpts: leaves give their text, a mention `@name`, an embed nothing, a spoiler
 * `(Spoiler)` and a line feed; paragraphs, headings, lines, list item contents, table parts and
 * captions each end with a line feed.
 */
import {
  childrenOf,
  isLeaf,
  leafText,
  readRich2,
  RICH2_MAX_DEPTH,
  type Rich2Node,
} from './rich2.ts';
import { RENDER_ERROR } from './rich2Html.ts';

export const EXCERPT_LENGTH = 325;

const LINE_ENDS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote-line',
  'code_line',
  'lic',
  'spoiler-item',
  'table',
  'tr',
  'td',
  'th',
  'caption',
]);

function text(nodes: readonly Rich2Node[], depth: number): string {
  if (depth > RICH2_MAX_DEPTH + 8) return '';
  return nodes
    .map((n) => {
      if (isLeaf(n)) return leafText(n);
      switch (n.type) {
        case '@':
          return `@${String(n.name ?? '')}`;
        case 'rich_embed_card':
        case 'rich_embed_inline':
          return '';
        case 'spoiler':
          return '(Spoiler)\n';
        default: {
          const inner = text(childrenOf(n), depth + 1);
          return LINE_ENDS.has(String(n.type)) ? `${inner}\n` : inner;
        }
      }
    })
    .join('');
}

/** The plain text of a stored rich2 body; one that is not a JSON array gives the error text. */
export function rich2PlainText(source: string): string {
  const { nodes } = readRich2(source);
  if (nodes === null) return source === '' ? '' : RENDER_ERROR;
  return text(nodes, 0).trim();
}

/** Plain text as an excerpt: one line, whitespace collapsed, cut at 325 characters then `…`. */
export function excerptOf(plain: string, length = EXCERPT_LENGTH): string {
  const line = plain.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The excerpt of a stored rich2 body. */
export function rich2Excerpt(source: string): string {
  return excerptOf(rich2PlainText(source));
}
