/**
 * The `rich2` body format as forum servers store and send it (04 §3): a JSON string of an array
 * of Slate-style nodes. An element has a `type` and non-empty `children`; a leaf has `text` and
 * its marks as `true` keys (`bold`, `italic`, `strikethrough`, `code`, …). Keys a reader does not
 * know are kept and written back untouched. The composer converts it to and from its editor
 * document (`src/features/composer/editor/wire/`).
 */

/** A text leaf: `{"text": "…", "bold": true}`. */
export interface Rich2Leaf {
  text: string;
  [key: string]: unknown;
}

/** An element: `{"type": "p", "children": [...]}` plus the keys of its type (04 §3.3–3.5). */
export interface Rich2Element {
  type: string;
  children: Rich2Node[];
  [key: string]: unknown;
}

export type Rich2Node = Rich2Leaf | Rich2Element;

/** A whole body: the top-level blocks. */
export type Rich2Document = Rich2Element[];

export const RICH2_FORMAT = 'rich2';

/** The empty document (04 §3.1). */
export function emptyRich2(): Rich2Document {
  return [{ type: 'p', children: [{ text: '' }] }];
}

export function isRich2Leaf(node: unknown): node is Rich2Leaf {
  return typeof node === 'object' && node !== null && typeof (node as Rich2Leaf).text === 'string';
}

export function isRich2Element(node: unknown): node is Rich2Element {
  return (
    typeof node === 'object' &&
    node !== null &&
    !isRich2Leaf(node) &&
    typeof (node as Rich2Element).type === 'string' &&
    Array.isArray((node as Rich2Element).children)
  );
}

/** An array of rich2 nodes, as opposed to a legacy `rich` delta (04 §8: `insert` operations). */
export function isRich2Array(value: unknown): value is Rich2Node[] {
  return (
    Array.isArray(value) &&
    !value.some(
      (op) =>
        typeof op === 'object' &&
        op !== null &&
        ('insert' in op || 'delete' in op || 'retain' in op),
    )
  );
}
