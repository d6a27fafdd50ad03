/**
 * The composer's ProseMirror schema. Bodies cross the wire as 04's `rich2`
 * (`src/api/types/rich2.ts`); `wire/fromRich2.ts` and `wire/toRich2.ts` convert. The `extra`
 * attributes hold the keys of a rich2 element that the editor does not use, so they are written
 * back untouched; `wire` holds a whole element the editor shows but does not edit
 * (schemaWire.ts).
 *
 * The `parseDOM` rules are also the paste filter: pasted HTML (after DOMPurify) keeps only
 * what matches a rule here, so scripts, styles, classes and unknown elements never enter.
 */
import { type Attrs, type DOMOutputSpec, type NodeSpec, Schema } from 'prosemirror-model';
import { t } from '@/i18n/translate';
import { sanitizeUrl } from '@/utils/links';
import { rich2Marks, safeHref } from './schemaMarks';
import { wireNodes } from './schemaWire';
import { atMentionAttrs } from './wire/wireDom';

const headingLevels = [2, 3, 4, 5] as const;
const extra = { extra: { default: null } };

/** Only media on this site or an https address may be shown as an image. */
export function safeImageSrc(value: string | null): string | null {
  const url = sanitizeUrl(value ?? undefined);
  if (!url) return null;
  return /^https:\/\//i.test(url) || url.startsWith('/') ? url : null;
}

/** The media id an image or file carries in our own rendering (`data-media-id`), or null. */
function mediaIDOf(dom: HTMLElement): number | null {
  const id = Number(dom.getAttribute('data-media-id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function mentionAttrs(dom: HTMLElement | string): Attrs | false {
  if (typeof dom === 'string') return false;
  const userID = Number(dom.getAttribute('data-userid'));
  const name = (dom.textContent ?? '').replace(/^@/, '');
  return Number.isInteger(userID) && userID > 0 && name ? { userID, name } : false;
}

const nodes: Record<string, NodeSpec> = {
  doc: { content: 'block+' },
  paragraph: {
    attrs: { ...extra, emptyLeaf: { default: null } },
    content: 'inline*',
    group: 'block',
    parseDOM: [{ tag: 'p' }],
    toDOM: (): DOMOutputSpec => ['p', 0],
  },
  heading: {
    attrs: { level: { default: 2 }, ...extra, emptyLeaf: { default: null } },
    content: 'inline*',
    group: 'block',
    defining: true,
    parseDOM: [
      { tag: 'h1', attrs: { level: 2 } },
      { tag: 'h2', attrs: { level: 2 } },
      { tag: 'h3', attrs: { level: 3 } },
      { tag: 'h4', attrs: { level: 4 } },
      { tag: 'h5', attrs: { level: 5 } },
      { tag: 'h6', attrs: { level: 5 } },
    ],
    toDOM: (node): DOMOutputSpec => {
      // h1 and h6 (04 §3.3: no server tag) keep their level but show as the nearest one.
      const stored = Number(node.attrs.level);
      const level = headingLevels.includes(stored as 2) ? stored : stored > 5 ? 5 : 2;
      return [`h${level}`, 0];
    },
  },
  blockquote: {
    attrs: extra,
    content: 'block+',
    group: 'block',
    defining: true,
    parseDOM: [{ tag: 'blockquote' }],
    toDOM: (): DOMOutputSpec => ['blockquote', 0],
  },
  spoiler: {
    attrs: { ...extra, contentExtra: { default: null } },
    content: 'block+',
    group: 'block',
    defining: true,
    parseDOM: [
      { tag: 'details.spoiler', contentElement: '.spoiler-content' },
      { tag: 'div.spoiler' },
      // Our own rendering, when copying and pasting inside the editor.
      { tag: 'div.fw-rich-spoiler' },
    ],
    toDOM: (): DOMOutputSpec => [
      'div',
      { class: 'fw-rich-spoiler', 'data-spoiler': '', 'data-label': t('Spoiler') },
      0,
    ],
  },
  code_block: {
    attrs: { lang: { default: null }, ...extra },
    content: 'text*',
    marks: '',
    group: 'block',
    code: true,
    defining: true,
    parseDOM: [{ tag: 'pre', preserveWhitespace: 'full' }],
    toDOM: (): DOMOutputSpec => ['pre', ['code', 0]],
  },
  bullet_list: {
    attrs: extra,
    content: 'list_item+',
    group: 'block',
    parseDOM: [{ tag: 'ul' }],
    toDOM: (): DOMOutputSpec => ['ul', 0],
  },
  ordered_list: {
    attrs: { order: { default: 1 }, ...extra },
    content: 'list_item+',
    group: 'block',
    parseDOM: [
      {
        tag: 'ol',
        getAttrs: (dom) => {
          const start = Number((dom as HTMLElement).getAttribute('start') ?? 1);
          return { order: Number.isInteger(start) && start > 0 ? start : 1 };
        },
      },
    ],
    toDOM: (node): DOMOutputSpec =>
      node.attrs.order === 1 ? ['ol', 0] : ['ol', { start: String(node.attrs.order) }, 0],
  },
  list_item: {
    attrs: { ...extra, lic: { default: true } },
    content: 'paragraph block*',
    defining: true,
    parseDOM: [{ tag: 'li' }],
    toDOM: (): DOMOutputSpec => ['li', 0],
  },
  image: {
    attrs: { src: {}, alt: { default: '' }, mediaID: { default: null }, wire: { default: null } },
    group: 'block',
    draggable: true,
    parseDOM: [
      {
        tag: 'img[src]',
        getAttrs: (dom) => {
          const src = safeImageSrc((dom as HTMLElement).getAttribute('src'));
          if (!src) return false;
          const alt = (dom as HTMLElement).getAttribute('alt') ?? '';
          return { src, alt, mediaID: mediaIDOf(dom as HTMLElement) };
        },
      },
    ],
    toDOM: (node): DOMOutputSpec => [
      'img',
      {
        src: safeImageSrc(node.attrs.src as string) ?? '',
        alt: node.attrs.alt as string,
        ...(node.attrs.mediaID ? { 'data-media-id': String(node.attrs.mediaID) } : {}),
      },
    ],
  },
  attachment: {
    attrs: {
      href: {},
      name: {},
      size: { default: 0 },
      mediaID: { default: null },
      wire: { default: null },
    },
    group: 'block',
    atom: true,
    parseDOM: [
      {
        tag: 'a.fw-rich-attachment[href]',
        // Before the link mark's `a[href]` rule.
        priority: 60,
        getAttrs: (dom) => {
          const href = safeHref((dom as HTMLElement).getAttribute('href'));
          if (!href) return false;
          return {
            href,
            name: (dom as HTMLElement).getAttribute('data-name') ?? dom.textContent ?? '',
            size: Number((dom as HTMLElement).getAttribute('data-size') ?? 0) || 0,
            mediaID: mediaIDOf(dom as HTMLElement),
          };
        },
      },
    ],
    toDOM: (node): DOMOutputSpec => [
      'a',
      {
        class: 'fw-rich-attachment',
        href: safeHref(node.attrs.href as string) ?? '#',
        'data-name': node.attrs.name as string,
        'data-size': String(node.attrs.size),
        ...(node.attrs.mediaID ? { 'data-media-id': String(node.attrs.mediaID) } : {}),
      },
      node.attrs.name as string,
    ],
  },
  text: { group: 'inline' },
  mention: {
    attrs: { userID: {}, name: {}, wire: { default: null } },
    group: 'inline',
    inline: true,
    atom: true,
    selectable: false,
    parseDOM: [
      // Before the link mark's `a[href]` rule, which would otherwise take the element.
      { tag: 'a.mention[data-userid]', priority: 60, getAttrs: mentionAttrs },
      { tag: 'a.atMention', priority: 61, getAttrs: atMentionAttrs },
      // Our own rendering, when copying and pasting inside the editor.
      { tag: 'span.fw-rich-mention[data-userid]', getAttrs: mentionAttrs },
    ],
    toDOM: (node): DOMOutputSpec => [
      'span',
      { class: 'fw-rich-mention', 'data-userid': String(node.attrs.userID) },
      `@${node.attrs.name as string}`,
    ],
  },
  hard_break: {
    inline: true,
    group: 'inline',
    selectable: false,
    // Turning a paragraph into a code block keeps its line breaks as newlines, and back.
    linebreakReplacement: true,
    parseDOM: [{ tag: 'br' }],
    toDOM: (): DOMOutputSpec => ['br'],
  },
  ...wireNodes,
};

export const rich2Schema = new Schema({ nodes, marks: rich2Marks });
