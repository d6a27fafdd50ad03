/**
 * `normalizeRich2` turns any JSON value into a `rich2` document the composer's schema accepts.
 * It never throws: unknown node and mark types are dropped, attributes are checked (links
 * through `sanitizeUrl`, image sources must be https: or a path on this site, heading levels
 * 2–4, positive integer user ids), and the nesting is repaired (inline content at block level
 * is wrapped in a paragraph, a list holds only list items, a list item starts with a
 * paragraph, empty containers go). Nesting deeper than `MAX_DEPTH` is dropped, so a hostile
 * body cannot exhaust the stack.
 */
import type {
  Rich2Block,
  Rich2Doc,
  Rich2Inline,
  Rich2ListItem,
  Rich2Mark,
  Rich2Text,
} from './legacyTypes';
import { sanitizeUrl } from '@/utils/links';
import { safeImageSrc } from './schema';

type Json = Record<string, unknown>;

const MAX_DEPTH = 24;
const INLINE_TYPES = new Set(['text', 'mention', 'hard_break']);
const SIMPLE_MARKS = new Set(['bold', 'italic', 'strike', 'code']);

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function attrsOf(node: Json): Json {
  return isObject(node.attrs) ? node.attrs : {};
}

function normalizeMarks(value: unknown): Rich2Mark[] {
  const marks: Rich2Mark[] = [];
  const seen = new Set<string>();
  for (const mark of list(value)) {
    if (!isObject(mark) || typeof mark.type !== 'string' || seen.has(mark.type)) continue;
    if (SIMPLE_MARKS.has(mark.type)) {
      marks.push({ type: mark.type as Rich2Mark['type'] });
    } else if (mark.type === 'link') {
      const href = sanitizeUrl(attrsOf(mark).href);
      if (!href) continue;
      marks.push({ type: 'link', attrs: { href } });
    } else {
      continue;
    }
    seen.add(mark.type);
  }
  // Inline code excludes every other mark (the schema's `excludes: '_'`).
  return seen.has('code') ? [{ type: 'code' }] : marks;
}

function normalizeText(node: Json, withMarks: boolean): Rich2Text | null {
  if (typeof node.text !== 'string' || node.text === '') return null;
  const marks = withMarks ? normalizeMarks(node.marks) : [];
  return marks.length > 0
    ? { type: 'text', text: node.text, marks }
    : { type: 'text', text: node.text };
}

function normalizeInline(node: unknown): Rich2Inline | null {
  if (!isObject(node)) return null;
  if (node.type === 'text') return normalizeText(node, true);
  if (node.type === 'hard_break') return { type: 'hard_break' };
  if (node.type === 'mention') {
    const { userID, name } = attrsOf(node);
    if (typeof userID !== 'number' || !Number.isInteger(userID) || userID <= 0) return null;
    if (typeof name !== 'string' || name.trim() === '') return null;
    return { type: 'mention', attrs: { userID, name } };
  }
  return null;
}

function inlines(value: unknown): Rich2Inline[] {
  return list(value)
    .map(normalizeInline)
    .filter((node): node is Rich2Inline => node !== null);
}

/** A code block holds plain text: marks go, a mention becomes its text, a break a newline. */
function codeText(value: unknown): Rich2Text[] {
  let text = '';
  for (const node of list(value)) {
    const inline = normalizeInline(node);
    if (inline?.type === 'text') text += inline.text;
    else if (inline?.type === 'hard_break') text += '\n';
    else if (inline?.type === 'mention') text += `@${inline.attrs.name}`;
  }
  return text === '' ? [] : [{ type: 'text', text }];
}

function textblock(type: 'paragraph', content: Rich2Inline[]): Rich2Block {
  return content.length > 0 ? { type, content } : { type };
}

function listItems(value: unknown, depth: number): Rich2ListItem[] {
  const items: Rich2ListItem[] = [];
  for (const node of list(value)) {
    const isItem = isObject(node) && node.type === 'list_item';
    const content = isItem ? blocks(node.content, depth + 1) : blocks([node], depth + 1);
    if (content.length === 0) continue;
    if (content[0]?.type !== 'paragraph') content.unshift({ type: 'paragraph' });
    items.push({ type: 'list_item', content });
  }
  return items;
}

function positiveInteger(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
}

function mediaID(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** One block, several blocks (a stray list item's content) or nothing. */
function block(node: Json, depth: number): Rich2Block | Rich2Block[] | null {
  const attrs = attrsOf(node);
  switch (node.type) {
    case 'paragraph':
      return textblock('paragraph', inlines(node.content));
    case 'heading': {
      const content = inlines(node.content);
      const level = attrs.level;
      if (level !== 2 && level !== 3 && level !== 4) return textblock('paragraph', content);
      return content.length > 0
        ? { type: 'heading', attrs: { level }, content }
        : { type: 'heading', attrs: { level } };
    }
    case 'blockquote':
    case 'spoiler': {
      const content = blocks(node.content, depth + 1);
      return content.length > 0 ? { type: node.type, content } : null;
    }
    case 'code_block': {
      const content = codeText(node.content);
      return content.length > 0 ? { type: 'code_block', content } : { type: 'code_block' };
    }
    case 'bullet_list': {
      const content = listItems(node.content, depth);
      return content.length > 0 ? { type: 'bullet_list', content } : null;
    }
    case 'ordered_list': {
      const content = listItems(node.content, depth);
      const order = positiveInteger(attrs.order, 1);
      return content.length > 0 ? { type: 'ordered_list', attrs: { order }, content } : null;
    }
    case 'list_item':
      return blocks(node.content, depth + 1);
    case 'image': {
      const src = safeImageSrc(typeof attrs.src === 'string' ? attrs.src : null);
      if (!src) return null;
      const alt = typeof attrs.alt === 'string' ? attrs.alt : '';
      return { type: 'image', attrs: { src, alt, mediaID: mediaID(attrs.mediaID) } };
    }
    case 'attachment': {
      const href = sanitizeUrl(attrs.href);
      const name = typeof attrs.name === 'string' ? attrs.name.trim() : '';
      if (!href || name === '') return null;
      const size = typeof attrs.size === 'number' && attrs.size >= 0 ? Math.floor(attrs.size) : 0;
      return {
        type: 'attachment',
        attrs: {
          href,
          name,
          size: Number.isFinite(size) ? size : 0,
          mediaID: mediaID(attrs.mediaID),
        },
      };
    }
    default:
      return null;
  }
}

/** Blocks from any array: runs of inline nodes at block level become one paragraph. */
function blocks(value: unknown, depth: number): Rich2Block[] {
  if (depth > MAX_DEPTH) return [];
  const result: Rich2Block[] = [];
  let pending: Rich2Inline[] = [];
  const flush = (): void => {
    if (pending.length > 0) result.push({ type: 'paragraph', content: pending });
    pending = [];
  };
  for (const node of list(value)) {
    if (!isObject(node)) continue;
    if (typeof node.type === 'string' && INLINE_TYPES.has(node.type)) {
      const inline = normalizeInline(node);
      if (inline) pending.push(inline);
      continue;
    }
    flush();
    const normalized = block(node, depth);
    if (Array.isArray(normalized)) result.push(...normalized);
    else if (normalized) result.push(normalized);
  }
  flush();
  return result;
}

/**
 * A valid `rich2` document from any value: a `doc` object, or an array of blocks. Anything
 * else, or a document with nothing left, is one empty paragraph.
 */
export function normalizeRich2(input: unknown): Rich2Doc {
  let source: unknown = [];
  if (Array.isArray(input)) source = input;
  else if (isObject(input) && input.type === 'doc') source = input.content;
  const content = blocks(source, 0);
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}
