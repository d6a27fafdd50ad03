/**
 * Reading and writing bodies. The editor always writes 04's `rich2` (`serializeDoc`); it reads
 * `rich2` (04's array of nodes, or the composer's own older `doc` shape), `html`/`wysiwyg`
 * (sanitised, then the schema's parse rules) and everything else (`markdown`, `text`, unknown
 * formats) as plain text in paragraphs. Reading never throws.
 */
import { DOMParser as ProseMirrorDOMParser, type Node as PMNode } from 'prosemirror-model';
import { Transform } from 'prosemirror-transform';
import { isRich2Array, type Rich2Node } from '@/api/types/rich2';
import { openedImages, removePendingImages } from './dataImages';
import type { Rich2Block, Rich2Doc, Rich2Inline } from './legacyTypes';
import { normalizeRich2 } from './normalizeRich2';
import { docFromRich2 } from './wire/fromRich2';
import { groupLooseNodes } from './wire/looseNodes';
import { toRich2 } from './wire/toRich2';
import { sanitizedElement } from './sanitizeHtml';
import { rich2Schema } from './schema';

function emptyDoc(): PMNode {
  return rich2Schema.node('doc', null, [rich2Schema.node('paragraph')]);
}

/** A document from a value of the composer's older `doc` shape, through `normalizeRich2`. */
export function docFromJSON(json: unknown): PMNode {
  const normalized: Rich2Doc = normalizeRich2(json);
  try {
    const doc = rich2Schema.nodeFromJSON(normalized);
    doc.check();
    return doc;
  } catch {
    return emptyDoc();
  }
}

/** A document of the given `rich2` blocks (normalised like any body). */
export function docFromBlocks(blocks: Rich2Block[]): PMNode {
  return docFromJSON({ type: 'doc', content: blocks });
}

/** Plain text as paragraphs: blank lines separate paragraphs, single newlines are line breaks. */
export function docFromText(text: string): PMNode {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((part) => part.replace(/^\n+|\n+$/g, ''))
    .filter((part) => part.trim() !== '');
  const blocks: Rich2Block[] = paragraphs.map((part) => {
    const content: Rich2Inline[] = [];
    part.split('\n').forEach((line, index) => {
      if (index > 0) content.push({ type: 'hard_break' });
      if (line !== '') content.push({ type: 'text', text: line });
    });
    return { type: 'paragraph', content };
  });
  return docFromBlocks(blocks);
}

/**
 * Sanitised HTML, its loose nodes grouped (04 §7 steps 2, 3), read through the parse rules.
 * Its `data:` images are not in the document: `openedImages` holds their files and places.
 */
export function docFromHtml(html: string): PMNode {
  try {
    const body = sanitizedElement(html);
    groupLooseNodes(body);
    // The parse rules check every link and source; the result is used as it is, so mentions,
    // embeds and emoji keep their rich2 elements (04 §7 step 5).
    const tr = new Transform(ProseMirrorDOMParser.fromSchema(rich2Schema).parse(body));
    const images = removePendingImages(tr);
    tr.doc.check();
    if (images.length > 0) openedImages.set(tr.doc, images);
    return tr.doc;
  } catch {
    return emptyDoc();
  }
}

/** A legacy `rich` body (04 §8): the text of its inserts, one paragraph per line. */
function docFromDelta(ops: unknown[]): PMNode {
  const text = ops
    .map((op) => (op as { insert?: unknown }).insert)
    .map((insert) => (typeof insert === 'string' ? insert : ''))
    .join('');
  return docFromText(text.replace(/\n/g, '\n\n'));
}

function docFromBody(body: string): PMNode {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return docFromText(body);
  }
  if (isRich2Array(json)) {
    try {
      return docFromRich2(json as Rich2Node[]);
    } catch {
      return docFromText(body);
    }
  }
  if (Array.isArray(json)) return docFromDelta(json);
  const isOwnDoc =
    typeof json === 'object' && json !== null && (json as { type?: unknown }).type === 'doc';
  return isOwnDoc ? docFromJSON(json) : docFromText(body);
}

/**
 * The editor's document for a stored body. `rich2`: 04's nodes (what the editor cannot edit
 * is kept as it is), or the older `doc` shape; invalid JSON becomes paragraphs of its text.
 * `rich`: the text of its operations. `html`/`wysiwyg`: sanitised HTML; anything else: text.
 */
export function parseBody(body: string, format: string): PMNode {
  if (typeof body !== 'string' || body === '') return emptyDoc();
  switch (String(format).toLowerCase()) {
    case 'rich2':
      return docFromBody(body);
    case 'rich':
      return docFromBody(body);
    case 'html':
    case 'wysiwyg':
      return docFromHtml(body);
    default:
      return docFromText(body);
  }
}

/** The `rich2` body for a document (04 §3): its rich2 nodes as a JSON string. */
export function serializeDoc(doc: PMNode): string {
  return JSON.stringify(toRich2(doc));
}

/**
 * True when there is nothing to post: only whitespace text and line breaks (an image, a file
 * or a mention counts as content).
 */
export function isDocEmpty(doc: PMNode): boolean {
  let empty = true;
  doc.descendants((node) => {
    if (!empty) return false;
    if (node.isText) {
      if ((node.text ?? '').trim() !== '') empty = false;
    } else if (node.isLeaf && node.type.name !== 'hard_break') {
      empty = false;
    }
    return true;
  });
  return empty;
}
