/**
 * The editor's document → rich2 (04 §3), in Slate's normal form (slate.ts). Elements the editor
 * only shows (`wire`) are written back as they came. What the editor allows but 04 does not
 * (a list or a code block inside a quote or a spoiler) is written as 04 §7 step 6 normalises it:
 * one line per paragraph, lists unwrapped, nested quotes flattened.
 */
import type { Mark, Node as PMNode } from 'prosemirror-model';
import {
  emptyRich2,
  type Rich2Document,
  type Rich2Element,
  type Rich2Leaf,
  type Rich2Node,
} from '@/api/types/rich2';
import { slateChildren } from './slate';

const WIRE_MARKS: Record<string, string> = {
  bold: 'bold',
  italic: 'italic',
  strike: 'strikethrough',
  code: 'code',
};

type Extra = Record<string, unknown> | null;

function extraOf(node: PMNode | Mark, key = 'extra'): Record<string, unknown> {
  return (node.attrs[key] as Extra) ?? {};
}

function leafOf(node: PMNode): Rich2Leaf {
  const leaf: Rich2Leaf = { text: node.isText ? (node.text ?? '') : '\n' };
  for (const mark of node.marks) {
    const wireName = WIRE_MARKS[mark.type.name];
    if (wireName) leaf[wireName] = true;
    else if (mark.type.name === 'leaf') Object.assign(leaf, mark.attrs.keys as object);
  }
  return leaf;
}

/** An address on this page's site as an absolute URL (04 §5.2: embed URLs are absolute). */
function absolute(url: string): string {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return url;
  }
}

/** 04 §3.5: an image or file card of an upload or of pasted HTML (no server data kept). */
function mediaCard(node: PMNode): Rich2Element {
  const image = node.type.name === 'image';
  const url = absolute(String(image ? node.attrs.src : node.attrs.href));
  const mediaID = node.attrs.mediaID as number | null;
  const embedData = {
    url,
    name: String(image ? node.attrs.alt : node.attrs.name),
    ...(image ? {} : { size: node.attrs.size as number }),
    displaySize: 'large',
    float: 'none',
    ...(mediaID === null ? {} : { mediaID }),
    embedType: image ? 'image' : 'file',
  };
  const dataSourceType = image ? 'image' : 'file';
  return { type: 'rich_embed_card', children: [{ text: '' }], dataSourceType, url, embedData };
}

function atomOf(node: PMNode): Rich2Node {
  const wire = node.attrs.wire as Rich2Node | null;
  if (wire) return wire;
  if (node.type.name === 'image' || node.type.name === 'attachment') return mediaCard(node);
  if (node.type.name === 'mention')
    return {
      type: '@',
      children: [{ text: '' }],
      userID: node.attrs.userID,
      name: node.attrs.name,
    };
  return { text: node.textContent };
}

/** The children of a text block: leaves, links (`a`) and inline elements, in normal form. */
function inlineChildren(block: PMNode): Rich2Node[] {
  const items: Rich2Node[] = [];
  let link: { mark: Mark; leaves: Rich2Node[] } | null = null;
  const flush = (): void => {
    if (!link) return;
    items.push({
      type: 'a',
      url: link.mark.attrs.href,
      ...extraOf(link.mark),
      children: slateChildren(link.leaves),
    });
    link = null;
  };
  block.forEach((child) => {
    if (child.isText || child.type.name === 'hard_break') {
      const mark = child.marks.find((m) => m.type.name === 'link');
      if (!mark) {
        flush();
        items.push(leafOf(child));
        return;
      }
      if (!link || !link.mark.eq(mark)) {
        flush();
        link = { mark, leaves: [] };
      }
      link.leaves.push(leafOf(child));
      return;
    }
    flush();
    items.push(atomOf(child));
  });
  flush();
  return slateChildren(items, block.attrs.emptyLeaf as Extra);
}

/** A block inside a quote or a spoiler as its lines (04 §7 step 6). */
function linesOf(block: PMNode, type: string): Rich2Element[] {
  switch (block.type.name) {
    case 'paragraph':
      return [{ type, ...extraOf(block), children: inlineChildren(block) }];
    case 'heading':
      return [{ type, children: inlineChildren(block) }];
    case 'code_block':
      return block.textContent
        .split('\n')
        .map((text) => ({ type, children: [text === '' ? { text } : { text, code: true }] }));
    case 'image':
    case 'attachment':
    case 'embed_card':
    case 'opaque_block':
      return [{ type, children: [atomOf(block)] }];
    default: {
      const lines: Rich2Element[] = [];
      block.forEach((child) => lines.push(...linesOf(child, type)));
      return lines;
    }
  }
}

function listItemOf(item: PMNode): Rich2Element {
  const children: Rich2Node[] = [];
  item.forEach((child, _offset, index) => {
    if (child.type.name === 'paragraph') {
      if (index === 0 && item.attrs.lic === false) children.push(...inlineChildren(child));
      else children.push({ type: 'lic', ...extraOf(child), children: inlineChildren(child) });
    } else if (
      ['bullet_list', 'ordered_list', 'image', 'attachment', 'embed_card'].includes(child.type.name)
    ) {
      children.push(...toRich2Block(child));
    } else {
      children.push({ type: 'lic', children: toRich2Block(child) });
    }
  });
  return { type: 'li', ...extraOf(item), children };
}

/** One editor block as rich2 elements (one, but for what has no element of its own). */
export function toRich2Block(block: PMNode): Rich2Node[] {
  const extra = extraOf(block);
  switch (block.type.name) {
    case 'paragraph':
      return [{ type: 'p', ...extra, children: inlineChildren(block) }];
    case 'heading':
      return [{ type: `h${String(block.attrs.level)}`, ...extra, children: inlineChildren(block) }];
    case 'blockquote': {
      const children: Rich2Element[] = [];
      block.forEach((child) => children.push(...linesOf(child, 'blockquote-line')));
      return [{ type: 'blockquote', ...extra, children }];
    }
    case 'spoiler': {
      const items: Rich2Element[] = [];
      block.forEach((child) => items.push(...linesOf(child, 'spoiler-item')));
      const content = {
        type: 'spoiler-content',
        ...extraOf(block, 'contentExtra'),
        children: items,
      };
      return [{ type: 'spoiler', ...extra, children: [content] }];
    }
    case 'code_block': {
      const lang = block.attrs.lang as string | null;
      const children = block.textContent
        .split('\n')
        .map((text) => ({ type: 'code_line', children: [{ text }] }));
      return [{ type: 'code_block', ...(lang === null ? {} : { lang }), ...extra, children }];
    }
    case 'bullet_list':
    case 'ordered_list': {
      const children: Rich2Element[] = [];
      block.forEach((item) => children.push(listItemOf(item)));
      return [{ type: block.type.name === 'bullet_list' ? 'ul' : 'ol', ...extra, children }];
    }
    default:
      return [atomOf(block)];
  }
}

/** The rich2 document of an editor document. */
export function toRich2(doc: PMNode): Rich2Document {
  const blocks: Rich2Node[] = [];
  doc.forEach((block) => blocks.push(...toRich2Block(block)));
  return blocks.length > 0 ? (blocks as Rich2Document) : emptyRich2();
}
