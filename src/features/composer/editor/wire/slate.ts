/**
 * Slate's normal form for rich2 children (04 §3.1, §4.3): neighbouring leaves with the same
 * marks are one leaf, empty leaves go, and an inline element always has a leaf before and
 * after it (an empty one when nothing else is there). A document a forum server's editor saved
 * is in this form already; the converter writes it, and reading compares against it.
 */
import {
  isRich2Element,
  isRich2Leaf,
  type Rich2Element,
  type Rich2Leaf,
  type Rich2Node,
} from '@/api/types/rich2';

/** Types whose children the converter rebuilds (and so writes in normal form). */
const REBUILT = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'blockquote-line',
  'spoiler',
  'spoiler-content',
  'spoiler-item',
  'ul',
  'ol',
  'li',
  'lic',
  'a',
]);
const INLINE = new Set(['a', '@', 'rich_embed_inline', 'legacy_emoji_image', 'mention_input']);
/** What may follow the text of a list item (04 §3.3). */
export const LIST_ITEM_BLOCKS = new Set(['lic', 'ul', 'ol', 'rich_embed_card']);

function marksOf(leaf: Rich2Leaf): string {
  const { text: _text, ...marks } = leaf;
  return stableJson(marks);
}

/** JSON with object keys sorted: equal for values that differ only in key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as object).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

export function sameJson(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

/**
 * Children in normal form: leaves merged and padded around inline elements. `emptyLeaf` is
 * the keys of the one leaf of an otherwise empty block (a bold empty line, say).
 */
export function slateChildren(
  items: Rich2Node[],
  emptyLeaf?: Record<string, unknown> | null,
): Rich2Node[] {
  const merged: Rich2Node[] = [];
  for (const item of items) {
    const last = merged[merged.length - 1];
    if (isRich2Leaf(item)) {
      if (item.text === '') continue;
      if (last && isRich2Leaf(last) && marksOf(last) === marksOf(item)) {
        merged[merged.length - 1] = { ...last, text: last.text + item.text };
        continue;
      }
    }
    merged.push(item);
  }
  const padded: Rich2Node[] = [];
  merged.forEach((item, index) => {
    const previous = padded[padded.length - 1];
    if (!isRich2Leaf(item) && (index === 0 || (previous && !isRich2Leaf(previous))))
      padded.push({ text: '' });
    padded.push(item);
  });
  const last = padded[padded.length - 1];
  if (last && !isRich2Leaf(last)) padded.push({ text: '' });
  return padded.length > 0 ? padded : [{ text: '', ...(emptyLeaf ?? {}) }];
}

/** True when these children hold text (leaves or inline elements) rather than blocks. */
function holdsText(children: Rich2Node[]): boolean {
  return children.some(
    (child) => isRich2Leaf(child) || (isRich2Element(child) && INLINE.has(child.type)),
  );
}

/**
 * The element in the form the converter writes it: the children of the types it rebuilds in
 * normal form, everything else (mentions, embeds, unknown elements) as it is.
 */
export function slateNormalize(node: Rich2Node): Rich2Node {
  if (!isRich2Element(node) || !REBUILT.has(node.type)) return node;
  const children = node.children.map(slateNormalize);
  if (node.type === 'li') {
    // A list item's own text may come without a `lic` (04 §7's raw converter output).
    const cut = children.findIndex((c) => isRich2Element(c) && LIST_ITEM_BLOCKS.has(c.type));
    const text = cut === -1 ? children : children.slice(0, cut);
    if (text.length === 0) return { ...node, children };
    return { ...node, children: [...slateChildren(text), ...children.slice(text.length)] };
  }
  if (!holdsText(children)) return { ...node, children };
  const only = node.children.length === 1 ? node.children[0] : undefined;
  const emptyLeaf =
    only && isRich2Leaf(only) && only.text === '' ? (({ text: _t, ...keys }) => keys)(only) : null;
  return { ...node, children: slateChildren(children, emptyLeaf) } as Rich2Element;
}
