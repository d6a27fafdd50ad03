/**
 * The server's structure repair before rendering (spec 04 §3.7): malformed trees are rendered,
 * never refused. It returns new nodes and never changes the stored ones.
 *
 * - A child that its parent does not allow is wrapped in the parent's first allowed child type,
 *   repeatedly (a `p` in a `table` ends in `tbody` > `tr` > `td`).
 * - A node that needs a parent (`lic`, `td`, `code_line`, …) found under any other parent is
 *   wrapped in its outermost required ancestors (`td` at top level: `table` > `tbody` > `tr`).
 */
import { childrenOf, isLeaf, type Rich2Node } from './rich2.ts';

/** The children each structural element allows; every other element accepts anything. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  blockquote: ['blockquote-line'],
  code_block: ['code_line'],
  ul: ['li'],
  ol: ['li'],
  // A nested list follows the item's `lic`; an `li` may also hold a card (04 §3.3, §3.5).
  li: ['lic', 'ul', 'ol', 'rich_embed_card'],
  spoiler: ['spoiler-content'],
  'spoiler-content': ['spoiler-item'],
  table: ['tbody', 'tr', 'thead', 'tfoot', 'caption'],
  tbody: ['tr'],
  thead: ['tr'],
  tfoot: ['tr'],
  tr: ['td', 'th'],
};

/** The ancestors, outermost first, a node that needs a parent is wrapped in (04 §3.7). */
const REQUIRED_ANCESTORS: Readonly<Record<string, readonly string[]>> = {
  li: ['ul'],
  lic: ['ul', 'li'],
  tr: ['table'],
  td: ['table', 'tbody', 'tr'],
  th: ['table', 'tbody', 'tr'],
  thead: ['table'],
  tbody: ['table'],
  tfoot: ['table'],
  caption: ['table'],
  code_line: ['code_block'],
  'blockquote-line': ['blockquote'],
  'spoiler-item': ['spoiler', 'spoiler-content'],
  'spoiler-content': ['spoiler'],
};

function typeOf(n: Rich2Node): string | undefined {
  return isLeaf(n) || typeof n.type !== 'string' ? undefined : n.type;
}

function wrap(types: readonly string[], node: Rich2Node): Rich2Node {
  return types.reduceRight<Rich2Node>((inner, type) => ({ type, children: [inner] }), node);
}

/** A node's place under `parentType` (undefined: the top level or a free element). */
function place(node: Rich2Node, parentType: string | undefined): Rich2Node {
  const type = typeOf(node);
  const allowed = parentType === undefined ? undefined : ALLOWED[parentType];
  if (allowed) {
    if (type !== undefined && allowed.includes(type)) return node;
    // Wrapped in the first allowed type; repairing the wrapper repeats the rule below it.
    return { type: allowed[0] as string, children: [node] };
  }
  const ancestors = type === undefined ? undefined : REQUIRED_ANCESTORS[type];
  return ancestors ? wrap(ancestors, node) : node;
}

/** The repaired copy of `nodes`, children of an element of `parentType`. */
export function repairNodes(nodes: readonly Rich2Node[], parentType?: string): Rich2Node[] {
  return nodes.map((n) => repairNode(place(n, parentType)));
}

function repairNode(node: Rich2Node): Rich2Node {
  if (isLeaf(node)) return node;
  const type = typeOf(node);
  return { ...node, children: repairNodes(childrenOf(node), type) };
}
