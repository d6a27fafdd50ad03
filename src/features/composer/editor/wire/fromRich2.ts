/**
 * rich2 (04 §3) → the editor's document. Each top-level block is converted, written back with
 * `toRich2Block`, and compared with the block in Slate's normal form (slate.ts): when the two
 * differ, or the block is one the editor cannot edit (a table, a rule, an unknown or malformed
 * element), the block is kept whole in an `opaque_block`. So a document always comes back as
 * it came, whatever it holds; what the editor can edit, it edits.
 */
import { type Mark, type Node as PMNode } from 'prosemirror-model';
import {
  isRich2Element,
  isRich2Leaf,
  type Rich2Element,
  type Rich2Leaf,
  type Rich2Node,
} from '@/api/types/rich2';
import { rich2Schema as schema } from '../schema';
import { LIST_ITEM_BLOCKS, sameJson, slateNormalize } from './slate';
import { toRich2Block } from './toRich2';
import { displayImageSrc } from './wireDom';

/** Thrown when an element does not have the shape the editor edits. */
class Mismatch extends Error {}

const { nodes, marks } = schema;
const LEAF_MARKS: Record<string, string> = {
  bold: 'bold',
  italic: 'italic',
  strikethrough: 'strike',
  code: 'code',
};
const HEADING = /^h([1-6])$/;

/** The keys of `element` other than `known`, or null when there are none. */
function rest(element: Rich2Element, known: string[]): Record<string, unknown> | null {
  const extra = Object.fromEntries(
    Object.entries(element).filter(([key]) => !['type', 'children', ...known].includes(key)),
  );
  return Object.keys(extra).length > 0 ? extra : null;
}

function element(node: Rich2Node | undefined, type?: string): Rich2Element {
  if (!isRich2Element(node) || (type !== undefined && node.type !== type)) throw new Mismatch();
  return node;
}

function leafNodes(leaf: Rich2Leaf, outer: readonly Mark[]): PMNode[] {
  let set: readonly Mark[] = outer;
  const keys: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(leaf)) {
    if (key === 'text') continue;
    const markName = LEAF_MARKS[key];
    if (markName && value === true) set = marks[markName]!.create().addToSet(set);
    else keys[key] = value;
  }
  if (Object.keys(keys).length > 0) set = marks.leaf!.create({ keys }).addToSet(set);
  const result: PMNode[] = [];
  leaf.text.split('\n').forEach((part, index) => {
    if (index > 0) result.push(nodes.hard_break!.create(null, null, set));
    if (part !== '') result.push(schema.text(part, set));
  });
  return result;
}

function inlineNode(node: Rich2Element): PMNode {
  switch (node.type) {
    case '@':
      return nodes.mention!.create({
        userID: node.userID ?? null,
        name: typeof node.name === 'string' ? node.name : '',
        wire: node,
      });
    case 'rich_embed_inline':
      return nodes.embed_inline!.create({ wire: node });
    case 'legacy_emoji_image':
      return nodes.emoji_image!.create({ wire: node });
    default:
      return nodes.opaque_inline!.create({ wire: node });
  }
}

function inlines(children: Rich2Node[]): PMNode[] {
  const result: PMNode[] = [];
  for (const child of children) {
    if (isRich2Leaf(child)) {
      result.push(...leafNodes(child, []));
    } else if (isRich2Element(child) && child.type === 'a' && typeof child.url === 'string') {
      const link = marks.link!.create({ href: child.url, extra: rest(child, ['url']) });
      for (const leaf of child.children) {
        if (!isRich2Leaf(leaf)) throw new Mismatch();
        result.push(...leafNodes(leaf, [link]));
      }
    } else {
      result.push(inlineNode(element(child)));
    }
  }
  return result;
}

/** The keys of the one leaf of an empty text block, when it has any besides `text`. */
function emptyLeafOf(children: Rich2Node[]): Record<string, unknown> | null {
  const only = children.length === 1 ? children[0] : undefined;
  if (!isRich2Leaf(only) || only.text !== '') return null;
  const { text: _text, ...keys } = only;
  return Object.keys(keys).length > 0 ? keys : null;
}

function textBlock(type: 'paragraph' | 'heading', node: Rich2Element, attrs: object): PMNode {
  return nodes[type]!.createChecked(
    { ...attrs, extra: rest(node, Object.keys(attrs)), emptyLeaf: emptyLeafOf(node.children) },
    inlines(node.children),
  );
}

/** An image or file card the editor shows as such; any other card as an embed card. */
function card(node: Rich2Element): PMNode {
  const data = (node.embedData ?? {}) as Record<string, unknown>;
  const url = typeof data.url === 'string' ? data.url : '';
  const name = typeof data.name === 'string' ? data.name : '';
  const mediaID = typeof data.mediaID === 'number' ? data.mediaID : null;
  if (data.embedType === 'image' && displayImageSrc(url))
    return nodes.image!.create({ src: displayImageSrc(url), alt: name, mediaID, wire: node });
  if (data.embedType === 'file' && url && name)
    return nodes.attachment!.create({
      href: url,
      name,
      size: typeof data.size === 'number' ? data.size : 0,
      mediaID,
      wire: node,
    });
  return nodes.embed_card!.create({ wire: node });
}

/** A `blockquote-line` or `spoiler-item`: a paragraph, or a card alone on its line. */
function line(node: Rich2Node, type: string): PMNode {
  const item = element(node, type);
  const only = item.children.length === 1 ? item.children[0] : undefined;
  if (isRich2Element(only) && only.type === 'rich_embed_card' && !rest(item, [])) return card(only);
  return textBlock('paragraph', item, {});
}

function listItem(node: Rich2Node): PMNode {
  const item = element(node, 'li');
  const children = item.children;
  const content: PMNode[] = [];
  let lic = true;
  let start = 1;
  const first = children[0];
  if (isRich2Element(first) && first.type === 'lic') {
    content.push(textBlock('paragraph', first, {}));
  } else {
    const cut = children.findIndex((c) => isRich2Element(c) && LIST_ITEM_BLOCKS.has(c.type));
    start = cut === -1 ? children.length : cut;
    if (start === 0) throw new Mismatch();
    lic = false;
    content.push(nodes.paragraph!.createChecked(null, inlines(children.slice(0, start))));
  }
  for (const child of children.slice(start)) {
    const block = element(child);
    if (block.type === 'lic') content.push(textBlock('paragraph', block, {}));
    else if (block.type === 'ul' || block.type === 'ol') content.push(convertBlock(block));
    else if (block.type === 'rich_embed_card') content.push(card(block));
    else throw new Mismatch();
  }
  return nodes.list_item!.createChecked({ extra: rest(item, []), lic }, content);
}

function convertBlock(node: Rich2Element): PMNode {
  const heading = HEADING.exec(node.type);
  if (heading) return textBlock('heading', node, { level: Number(heading[1]) });
  switch (node.type) {
    case 'p':
      return textBlock('paragraph', node, {});
    case 'blockquote':
      return nodes.blockquote!.createChecked(
        { extra: rest(node, []) },
        node.children.map((child) => line(child, 'blockquote-line')),
      );
    case 'spoiler': {
      if (node.children.length !== 1) throw new Mismatch();
      const content = element(node.children[0], 'spoiler-content');
      return nodes.spoiler!.createChecked(
        { extra: rest(node, []), contentExtra: rest(content, []) },
        content.children.map((child) => line(child, 'spoiler-item')),
      );
    }
    case 'code_block': {
      const lang = typeof node.lang === 'string' ? node.lang : null;
      const text = node.children
        .map((child) => {
          const codeLine = element(child, 'code_line');
          const leaf = codeLine.children[0];
          const plain = isRich2Leaf(leaf) && Object.keys(leaf).length === 1;
          if (codeLine.children.length !== 1 || !plain || rest(codeLine, [])) throw new Mismatch();
          return leaf.text;
        })
        .join('\n');
      return nodes.code_block!.createChecked(
        { lang, extra: rest(node, lang === null ? [] : ['lang']) },
        text === '' ? null : schema.text(text),
      );
    }
    case 'ul':
    case 'ol':
      return nodes[node.type === 'ul' ? 'bullet_list' : 'ordered_list']!.createChecked(
        { extra: rest(node, []) },
        node.children.map(listItem),
      );
    case 'rich_embed_card':
      return card(node);
    default:
      throw new Mismatch();
  }
}

/** One top-level node as an editor block: converted when that is loss-free, else opaque. */
export function blockFromRich2(node: Rich2Node): PMNode {
  if (isRich2Element(node)) {
    try {
      const block = convertBlock(node);
      if (sameJson(toRich2Block(block), [slateNormalize(node)])) return block;
    } catch {
      // Not a shape the editor edits: kept whole below.
    }
  }
  return nodes.opaque_block!.create({ wire: node });
}

/** The editor's document for a rich2 document (an empty one for an empty array). */
export function docFromRich2(document: Rich2Node[]): PMNode {
  const blocks = document.map(blockFromRich2);
  return schema.node('doc', null, blocks.length > 0 ? blocks : [nodes.paragraph!.create()]);
}
