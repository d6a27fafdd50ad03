/**
 * `rich2` bodies, the composer's format: a JSON document of blocks and marks. This module reads
 * one (`parseRich2`: invalid JSON or a value that is not a doc is refused with a 422 on `body`;
 * anything else is cleaned, never refused) and `rich2Html.ts` renders the cleaned doc to HTML.
 *
 * The types are the demo host's own (it imports nothing from src/); they follow the wire shape
 * the library writes. Cleaning keeps that shape, so the cleaned doc is what the server stores as
 * the body's source and gives back to the editor:
 * - unknown node and mark types are dropped, and so are nodes in the wrong place (a block
 *   among inline content, a paragraph directly in a list);
 * - bad attributes are dropped or replaced by their default: a link mark with an unsafe href
 *   loses the mark (the text stays), an image with an unsafe src is dropped, a heading level
 *   outside 2–4 is clamped into it, a bad list start becomes 1;
 * - a container left empty gets one empty paragraph, a list left without items is dropped;
 * - blocks nested deeper than RICH2_MAX_DEPTH are dropped.
 */
import { fieldError, type HttpError } from './errors.ts';
import { safeFileHref, safeHref, safeImageSrc } from './links.ts';

export const RICH2_FORMAT = 'rich2';
/** The longest rich2 source accepted, in characters. */
export const RICH2_MAX_LENGTH = 200_000;
/** How deep blocks may nest (a quote in a list in a spoiler…); deeper blocks are dropped. */
export const RICH2_MAX_DEPTH = 16;

export type Rich2MarkType = 'bold' | 'italic' | 'strike' | 'code' | 'link';
export interface Rich2Mark {
  type: Rich2MarkType;
  attrs?: { href: string };
}
export interface Rich2Text {
  type: 'text';
  text: string;
  marks?: Rich2Mark[];
}
export interface Rich2Mention {
  type: 'mention';
  attrs: { userID: number; name: string };
}
export interface Rich2HardBreak {
  type: 'hard_break';
}
export type Rich2Inline = Rich2Text | Rich2Mention | Rich2HardBreak;

export type Rich2Block =
  | { type: 'paragraph'; content?: Rich2Inline[] }
  | { type: 'heading'; attrs: { level: 2 | 3 | 4 }; content?: Rich2Inline[] }
  | { type: 'blockquote' | 'spoiler'; content: Rich2Block[] }
  | { type: 'code_block'; content?: Rich2Text[] }
  | { type: 'bullet_list'; content: Rich2ListItem[] }
  | { type: 'ordered_list'; attrs: { order: number }; content: Rich2ListItem[] }
  | { type: 'image'; attrs: { src: string; alt: string; mediaID: number | null } }
  | {
      type: 'attachment';
      attrs: { href: string; name: string; size: number; mediaID: number | null };
    };
export interface Rich2ListItem {
  type: 'list_item';
  content: Rich2Block[];
}
export interface Rich2Doc {
  type: 'doc';
  content: Rich2Block[];
}

type Loose = Record<string, unknown>;
const MARK_TYPES: readonly Rich2MarkType[] = ['link', 'bold', 'italic', 'strike', 'code'];

function isObject(v: unknown): v is Loose {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function attrsOf(node: Loose): Loose {
  return isObject(node.attrs) ? node.attrs : {};
}
function listOf(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}
function mediaIDOf(v: unknown): number | null {
  return Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : null;
}

function cleanMarks(raw: unknown): Rich2Mark[] {
  const out: Rich2Mark[] = [];
  for (const m of listOf(raw)) {
    if (!isObject(m) || !MARK_TYPES.includes(m.type as Rich2MarkType)) continue;
    const type = m.type as Rich2MarkType;
    if (out.some((x) => x.type === type)) continue;
    if (type === 'link') {
      const href = safeHref(attrsOf(m).href);
      if (href !== undefined) out.push({ type, attrs: { href } });
    } else out.push({ type });
  }
  return out;
}

function cleanInline(raw: unknown, plain = false): Rich2Inline | undefined {
  if (!isObject(raw)) return undefined;
  if (raw.type === 'text') {
    if (typeof raw.text !== 'string' || raw.text === '') return undefined;
    const marks = plain ? [] : cleanMarks(raw.marks);
    return marks.length
      ? { type: 'text', text: raw.text, marks }
      : { type: 'text', text: raw.text };
  }
  if (plain) return undefined;
  if (raw.type === 'hard_break') return { type: 'hard_break' };
  if (raw.type === 'mention') {
    const { userID, name } = attrsOf(raw);
    if (!Number.isSafeInteger(userID) || (userID as number) < 1) return undefined;
    if (typeof name !== 'string' || name.trim() === '') return undefined;
    return { type: 'mention', attrs: { userID: userID as number, name } };
  }
  return undefined;
}

function inlines(raw: unknown): Rich2Inline[] {
  return listOf(raw)
    .map((n) => cleanInline(n))
    .filter((n): n is Rich2Inline => n !== undefined);
}

function blocks(raw: unknown, depth: number): Rich2Block[] {
  if (depth > RICH2_MAX_DEPTH) return [];
  return listOf(raw)
    .map((n) => cleanBlock(n, depth))
    .filter((n): n is Rich2Block => n !== undefined);
}

/** Container content: at least one block, as the editor's schema requires. */
function nonEmpty(content: Rich2Block[]): Rich2Block[] {
  return content.length ? content : [{ type: 'paragraph' }];
}

function listItems(raw: unknown, depth: number): Rich2ListItem[] {
  return listOf(raw)
    .filter((n): n is Loose => isObject(n) && n.type === 'list_item')
    .map((n) => ({ type: 'list_item', content: nonEmpty(blocks(n.content, depth + 1)) }));
}

function headingLevel(v: unknown): 2 | 3 | 4 {
  const n = typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : 2;
  return Math.min(4, Math.max(2, n)) as 2 | 3 | 4;
}

function cleanBlock(raw: unknown, depth: number): Rich2Block | undefined {
  if (!isObject(raw)) return undefined;
  const a = attrsOf(raw);
  switch (raw.type) {
    case 'paragraph': {
      const content = inlines(raw.content);
      return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
    }
    case 'heading': {
      const content = inlines(raw.content);
      const attrs = { level: headingLevel(a.level) };
      return content.length ? { type: 'heading', attrs, content } : { type: 'heading', attrs };
    }
    case 'blockquote':
    case 'spoiler':
      return { type: raw.type, content: nonEmpty(blocks(raw.content, depth + 1)) };
    case 'code_block': {
      const text = listOf(raw.content)
        .map((n) => cleanInline(n, true))
        .map((n) => (n?.type === 'text' ? n.text : ''))
        .join('');
      return text
        ? { type: 'code_block', content: [{ type: 'text', text }] }
        : { type: 'code_block' };
    }
    case 'bullet_list':
    case 'ordered_list': {
      const content = listItems(raw.content, depth);
      if (!content.length) return undefined;
      if (raw.type === 'bullet_list') return { type: 'bullet_list', content };
      const order =
        Number.isSafeInteger(a.order) && (a.order as number) >= 0 && (a.order as number) < 1e9
          ? (a.order as number)
          : 1;
      return { type: 'ordered_list', attrs: { order }, content };
    }
    case 'image': {
      const src = safeImageSrc(a.src);
      if (src === undefined) return undefined;
      const alt = typeof a.alt === 'string' ? a.alt : '';
      return { type: 'image', attrs: { src, alt, mediaID: mediaIDOf(a.mediaID) } };
    }
    case 'attachment': {
      const href = safeFileHref(a.href);
      if (href === undefined) return undefined;
      const fallback = decodeURIComponentSafe(href.split(/[?#]/)[0]?.split('/').pop() ?? '');
      const name = typeof a.name === 'string' && a.name.trim() ? a.name : fallback || 'file';
      const size = typeof a.size === 'number' && Number.isFinite(a.size) && a.size > 0 ? a.size : 0;
      return {
        type: 'attachment',
        attrs: { href, name, size: Math.round(size), mediaID: mediaIDOf(a.mediaID) },
      };
    }
    default:
      return undefined;
  }
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Cleans a parsed value that is a doc (see the module comment); never throws. */
export function cleanRich2(doc: Loose): Rich2Doc {
  return { type: 'doc', content: blocks(doc.content, 1) };
}

/**
 * Reads a rich2 source: the cleaned doc, or a 422 field error on `field` when the source is
 * too long, is not JSON, or is not a `{ "type": "doc" }` object.
 */
export function parseRich2(source: string, field = 'body'): Rich2Doc {
  const refuse = (message: string): HttpError => fieldError(field, message, 'invalid');
  if (source.length > RICH2_MAX_LENGTH)
    throw fieldError(
      field,
      `${field} is too long: a rich2 body has at most ${RICH2_MAX_LENGTH.toLocaleString('en-US')} characters.`,
      'maxLength',
    );
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    throw refuse(`${field} is not valid rich2: it must be a JSON document.`);
  }
  if (!isObject(value) || value.type !== 'doc')
    throw refuse(`${field} is not valid rich2: the JSON must be an object with "type": "doc".`);
  return cleanRich2(value);
}

/** True when a doc shows nothing: no text, mention, image or attachment anywhere. */
export function isEmptyRich2(doc: Rich2Doc): boolean {
  const empty = (nodes: readonly unknown[]): boolean =>
    nodes.every((n) => {
      const node = n as { type: string; content?: unknown[]; text?: string };
      if (node.type === 'text') return (node.text ?? '').trim() === '';
      if (node.type === 'mention' || node.type === 'image' || node.type === 'attachment')
        return false;
      return empty(node.content ?? []);
    });
  return empty(doc.content);
}
