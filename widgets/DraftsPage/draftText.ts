/**
 * The plain text of a draft's body, for the excerpt on the drafts page. A body is never
 * rendered as HTML here: rich2 (04 §3.6: leaves, `@name` for mentions, nothing for embeds,
 * "(Spoiler)" for a spoiler) and the older rich JSON are walked for their text, HTML is read as
 * text by an inert parser, anything else is shown as it is.
 */

export const EXCERPT_LENGTH = 200;

/** Node types that end a block: their text is kept apart from the next block's by a space. */
const BLOCK_SEPARATOR = ' ';
/** 04 §3.6: elements whose text ends with a line feed. */
const LINE_ENDS = new Set(
  ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote-line', 'code_line', 'lic'].concat([
    'spoiler-item',
    'table',
    'tr',
    'td',
    'th',
    'caption',
  ]),
);
/** 04 §3.6: embeds give no text (a link embed's leaf holds its address). */
const NO_TEXT = new Set(['rich_embed_card', 'rich_embed_inline', 'legacy_emoji_image']);

function collect(node: unknown, out: string[]): void {
  if (typeof node === 'string') return;
  if (Array.isArray(node)) {
    for (const child of node) collect(child, out);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  // rich (delta operations): `{ insert: "text" }`; embeds are objects and carry no text.
  if (typeof record.insert === 'string') out.push(record.insert);
  // A node with `text` is a leaf (04 §3.1), as the older shape's text nodes are.
  if (typeof record.text === 'string') out.push(record.text);
  else if (record.type === '@' && typeof record.name === 'string') out.push(`@${record.name}`);
  else if (record.type === 'spoiler') out.push(`(Spoiler)${BLOCK_SEPARATOR}`);
  else if (typeof record.type === 'string' && NO_TEXT.has(record.type)) return;
  else if (Array.isArray(record.children)) {
    collect(record.children, out);
    if (typeof record.type === 'string' && LINE_ENDS.has(record.type)) out.push(BLOCK_SEPARATOR);
  } else if (record.type === 'mention') {
    const attrs = record.attrs as { name?: unknown } | undefined;
    if (typeof attrs?.name === 'string') out.push(`@${attrs.name}`);
  } else if (record.type === 'hard_break') out.push(' ');
  if (Array.isArray(record.content)) {
    collect(record.content, out);
    out.push(BLOCK_SEPARATOR);
  }
}

/** Every text node of a rich2 / rich JSON body, or undefined when it is not JSON. */
export function richText(body: string): string | undefined {
  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch {
    return undefined;
  }
  const out: string[] = [];
  collect(doc, out);
  return out.join('');
}

function htmlText(body: string): string {
  // DOMParser documents are inert: no scripts run and no images load.
  return new DOMParser().parseFromString(body, 'text/html').body.textContent ?? '';
}

/** The body as one line of plain text, cut at `length` characters with an ellipsis. */
export function draftExcerpt(
  body: unknown,
  format: unknown,
  length: number = EXCERPT_LENGTH,
): string {
  if (typeof body !== 'string') return '';
  const kind = typeof format === 'string' ? format.toLowerCase() : 'rich2';
  let text: string;
  if (kind === 'rich2' || kind === 'rich') text = richText(body) ?? '';
  else if (kind === 'html' || kind === 'wysiwyg') text = htmlText(body);
  else text = body;
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1).trimEnd()}…` : line;
}
