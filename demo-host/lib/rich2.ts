/**
 * `rich2` bodies as the real forum servers store them (spec 04 §3): `body` is a JSON string
 * whose parsed value is an array of Slate-style nodes, elements `{type, children}` and text
 * leaves `{text, <mark>: true}`. This module reads one; `rich2Html.ts` renders it and
 * `rich2Text.ts` gives its plain text.
 *
 * What the demo host accepts (docs/api-deviations.md): a body that parses as JSON is stored as
 * received, unknown keys and all (04 §3.1); a JSON value that is not an array is stored too and
 * renders as the error sentence. Stricter than a real server, and documented: a body that is not
 * JSON, is longer than RICH2_MAX_LENGTH or nests deeper than RICH2_MAX_DEPTH is refused with a
 * 422 on the field.
 */
import { fieldError, type HttpError } from './errors.ts';

export const RICH2_FORMAT = 'rich2';
/** The longest rich2 source accepted, in characters. */
export const RICH2_MAX_LENGTH = 200_000;
/**
 * How deep JSON values may nest in a body (arrays and objects, the top-level array counting as
 * one). The renderer recurses over the tree; the limit keeps it far from the stack's end.
 */
export const RICH2_MAX_DEPTH = 40;

/** A node as stored: elements and leaves keep every key they arrive with. */
export type Rich2Node = Record<string, unknown>;

/** A parsed body: the nodes, or `null` when the JSON is not an array (it renders the error). */
export interface Rich2Doc {
  nodes: Rich2Node[] | null;
}

/** The document an empty editor holds (04 §3.1). */
export const EMPTY_RICH2 = '[{"type":"p","children":[{"text":""}]}]';

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A text leaf: any object with a `text` key, whatever else it holds (04 §3.1). */
export function isLeaf(n: unknown): n is Rich2Node & { text: unknown } {
  return isObject(n) && 'text' in n;
}

export function leafText(n: Rich2Node): string {
  return typeof n.text === 'string' ? n.text : String(n.text ?? '');
}

/** An element's children that are objects (anything else in the array is ignored). */
export function childrenOf(n: Rich2Node): Rich2Node[] {
  return Array.isArray(n.children) ? (n.children as unknown[]).filter(isObject) : [];
}

function depthOf(v: unknown, limit: number): number {
  if (typeof v !== 'object' || v === null) return 0;
  let max = 0;
  for (const child of Object.values(v as Record<string, unknown>)) {
    max = Math.max(max, depthOf(child, limit - 1));
    if (max >= limit) break;
  }
  return max + 1;
}

/** The nodes of a parsed JSON value: an array of objects, or null for anything else. */
export function docOf(value: unknown): Rich2Doc {
  return { nodes: Array.isArray(value) ? (value as unknown[]).filter(isObject) : null };
}

/** Reads a stored body, never throwing: not JSON (or not an array) gives `{ nodes: null }`. */
export function readRich2(source: string): Rich2Doc {
  try {
    return docOf(JSON.parse(source));
  } catch {
    return { nodes: null };
  }
}

/**
 * Checks a body being posted: returns the parsed document, or throws a 422 field error on
 * `field` when the source is too long, is not JSON or nests too deep. The caller stores the
 * source string itself, unchanged.
 */
export function parseRich2(source: string, field = 'body'): Rich2Doc {
  const refuse = (message: string, code = 'invalid'): HttpError => fieldError(field, message, code);
  if (source.length > RICH2_MAX_LENGTH)
    throw refuse(
      `${field} is too long: a rich2 body has at most ${RICH2_MAX_LENGTH.toLocaleString('en-US')} characters.`,
      'maxLength',
    );
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    throw refuse(`${field} is not valid rich2: it must be a JSON array of nodes.`);
  }
  if (depthOf(value, RICH2_MAX_DEPTH + 1) > RICH2_MAX_DEPTH)
    throw refuse(`${field} is not valid rich2: it nests deeper than ${RICH2_MAX_DEPTH} levels.`);
  return docOf(value);
}

/**
 * The editor's empty document (04 §3.1): `[]`, or one `p` whose only child is a leaf with the
 * text `""`. A body that is not an array is not empty (it renders the error sentence).
 */
export function isEmptyRich2(doc: Rich2Doc): boolean {
  const { nodes } = doc;
  if (nodes === null) return false;
  if (nodes.length === 0) return true;
  if (nodes.length !== 1) return false;
  const [p] = nodes as [Rich2Node];
  if (p.type !== 'p' || isLeaf(p)) return false;
  const kids = Array.isArray(p.children) ? (p.children as unknown[]) : [];
  return kids.length === 1 && isLeaf(kids[0]) && (kids[0] as Rich2Node).text === '';
}

/** The users a document mentions (the `@` elements' `userID`, numbers or digit strings). */
export function mentionedUserIDs(doc: Rich2Doc): number[] {
  const ids = new Set<number>();
  const walk = (nodes: readonly Rich2Node[], depth: number): void => {
    if (depth > RICH2_MAX_DEPTH) return;
    for (const n of nodes) {
      if (isLeaf(n)) continue;
      if (n.type === '@') {
        const id = Number(n.userID);
        if (Number.isSafeInteger(id) && id > 0) ids.add(id);
      }
      walk(childrenOf(n), depth + 1);
    }
  };
  walk(doc.nodes ?? [], 0);
  return [...ids];
}
