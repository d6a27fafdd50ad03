/**
 * The schema's nodes for what a forum server's `rich2` holds beyond plain editing (04 §3.4,
 * §3.5): rich embeds (cards and inline), legacy emoji images, and the opaque nodes that keep an
 * element the editor cannot edit (a table, a rule, a malformed structure) visible and written
 * back unchanged. Each keeps its whole rich2 element in `wire`; the editor shows it, never its
 * HTML, and never loads a frame: a card shows its title and address.
 */
import type { Attrs, DOMOutputSpec, NodeSpec } from 'prosemirror-model';
import type { Rich2Element, Rich2Node } from '@/api/types/rich2';
import { t } from '@/i18n/translate';
import { sanitizeUrl } from '@/utils/links';
import { displayImageSrc, embedFromHtml, wireAttr, wireOf } from './wire/wireDom';

function embedDataOf(wire: Rich2Element): Record<string, unknown> {
  const data = wire.embedData;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The plain text of a node (04 §3.6, enough to show what an opaque element holds). */
export function plainText(node: Rich2Node): string {
  if ('text' in node && typeof node.text === 'string') return node.text;
  const element = node as Rich2Element;
  if (element.type === '@') return `@${text(element.name)}`;
  if (!Array.isArray(element.children)) return '';
  return element.children.map(plainText).join(' ').replace(/\s+/g, ' ').trim();
}

function embedCard(wire: Rich2Element): DOMOutputSpec {
  const data = embedDataOf(wire);
  const url = text(data.url) || text(wire.url);
  const kind = text(data.embedType) || 'link';
  const src = kind === 'image' ? displayImageSrc(url) : null;
  const title = text(data.name) || url;
  const body: DOMOutputSpec[] = src
    ? [['img', { src, alt: text(data.name) }]]
    : [
        ['span', { class: 'fw-rich-embed-title' }, title],
        ['span', { class: 'fw-rich-embed-url' }, sanitizeUrl(url) ? url : ''],
      ];
  return [
    'div',
    { class: `fw-rich-embed fw-rich-embed-${kind}`, 'data-wire': wireAttr(wire) },
    ...body,
  ];
}

function opaqueBlock(wire: Rich2Element): DOMOutputSpec {
  const label = t('Kept as it is: this part cannot be edited here.');
  if (wire.type === 'hr') return ['hr', { 'data-wire': wireAttr(wire) }];
  return [
    'div',
    { class: 'fw-rich-opaque', 'data-wire': wireAttr(wire), title: label },
    ['span', { class: 'fw-rich-opaque-label' }, label],
    ['span', { class: 'fw-rich-opaque-text' }, plainText(wire)],
  ];
}

const wireSpec = { wire: { default: null } };
/** A `data-wire` element of one of `types` (any type when none are named). */
const fromWire = (types: string[]) => (dom: HTMLElement | string) => {
  const wire = wireOf(dom);
  return wire && (types.length === 0 || types.includes(wire.type)) ? ({ wire } as Attrs) : false;
};

export const wireNodes: Record<string, NodeSpec> = {
  embed_card: {
    attrs: wireSpec,
    group: 'block',
    atom: true,
    draggable: true,
    parseDOM: [
      { tag: 'div.fw-rich-embed[data-wire]', getAttrs: fromWire(['rich_embed_card']) },
      {
        tag: '[data-embedjson]',
        priority: 70,
        getAttrs: (dom) => embedFromHtml(dom as HTMLElement, 'rich_embed_card') ?? false,
      },
    ],
    toDOM: (node): DOMOutputSpec => embedCard(node.attrs.wire as Rich2Element),
  },
  embed_inline: {
    attrs: wireSpec,
    group: 'inline',
    inline: true,
    atom: true,
    parseDOM: [
      { tag: 'span.fw-rich-embed-inline[data-wire]', getAttrs: fromWire(['rich_embed_inline']) },
      {
        tag: '[data-embedjson]',
        priority: 71,
        getAttrs: (dom) => embedFromHtml(dom as HTMLElement, 'rich_embed_inline') ?? false,
      },
    ],
    toDOM: (node): DOMOutputSpec => {
      const wire = node.attrs.wire as Rich2Element;
      const data = embedDataOf(wire);
      const src = data.embedType === 'image' ? displayImageSrc(text(data.url)) : null;
      const attrs = { class: 'fw-rich-embed-inline', 'data-wire': wireAttr(wire) };
      return src
        ? ['span', attrs, ['img', { src, alt: text(data.name) }]]
        : ['span', attrs, text(data.name) || text(data.url) || text(wire.url)];
    },
  },
  emoji_image: {
    attrs: wireSpec,
    group: 'inline',
    inline: true,
    atom: true,
    parseDOM: [
      { tag: 'img.fw-rich-emoji[data-wire]', getAttrs: fromWire(['legacy_emoji_image']) },
      {
        tag: 'img.emoji[src]',
        // Before the image node's `img[src]` rule.
        priority: 60,
        getAttrs: (dom) => {
          const img = dom as HTMLImageElement;
          const attributes: Record<string, unknown> = { src: img.getAttribute('src') ?? '' };
          for (const name of ['alt', 'title'])
            if (img.hasAttribute(name)) attributes[name] = img.getAttribute(name);
          return {
            wire: {
              type: 'legacy_emoji_image',
              children: [{ text: '' }],
              attributes: { ...attributes, width: 16, height: 16 },
            },
          };
        },
      },
    ],
    toDOM: (node): DOMOutputSpec => {
      const wire = node.attrs.wire as Rich2Element;
      const attributes = (wire.attributes ?? {}) as Record<string, unknown>;
      const src = displayImageSrc(text(attributes.src));
      const alt = text(attributes.alt);
      const data = { class: 'fw-rich-emoji', 'data-wire': wireAttr(wire) };
      return src ? ['img', { ...data, src, alt, width: '16', height: '16' }] : ['span', data, alt];
    },
  },
  opaque_block: {
    attrs: wireSpec,
    group: 'block',
    atom: true,
    selectable: true,
    parseDOM: [
      {
        tag: '[data-wire]',
        priority: 40,
        getAttrs: fromWire([]),
      },
    ],
    toDOM: (node): DOMOutputSpec => opaqueBlock(node.attrs.wire as Rich2Element),
  },
  opaque_inline: {
    attrs: wireSpec,
    group: 'inline',
    inline: true,
    atom: true,
    parseDOM: [{ tag: 'span.fw-rich-opaque-inline[data-wire]', getAttrs: fromWire([]) }],
    toDOM: (node): DOMOutputSpec => {
      const wire = node.attrs.wire as Rich2Element;
      return [
        'span',
        {
          class: 'fw-rich-opaque-inline',
          'data-wire': wireAttr(wire),
          title: t('Kept as it is: this part cannot be edited here.'),
        },
        plainText(wire),
      ];
    },
  },
};
