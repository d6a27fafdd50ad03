/**
 * The marks of the composer's schema (schema.ts): bold, italic, strike, inline code and links,
 * and `leaf`, which carries the keys of a rich2 leaf the editor does not show (04 §3.2:
 * `underline`, `superscript`, …) so they are written back. On the wire (04 §3.2, §3.4) the
 * first four are leaf keys (`strike` is `strikethrough`) and a link is an `a` element whose
 * other keys `extra` keeps. The parse rules double as the paste filter.
 */
import type { DOMOutputSpec, MarkSpec } from 'prosemirror-model';
import { sanitizeUrl } from '@/utils/links';

/** A safe link (01 §5) or null. */
export function safeHref(value: string | null): string | null {
  return sanitizeUrl(value ?? undefined) ?? null;
}

export const rich2Marks: Record<string, MarkSpec> = {
  link: {
    attrs: { href: {}, extra: { default: null } },
    inclusive: false,
    parseDOM: [
      {
        tag: 'a[href]',
        getAttrs: (dom) => {
          const href = safeHref((dom as HTMLElement).getAttribute('href'));
          return href ? { href } : false;
        },
      },
    ],
    // A stored link whose address is unsafe keeps its mark (the document is written back as it
    // came, 04 §3.1) but is shown without an href: text, never a link (01 §5).
    toDOM: (mark): DOMOutputSpec => {
      const href = safeHref(mark.attrs.href as string);
      return ['a', href ? { href, rel: 'nofollow noopener' } : { rel: 'nofollow noopener' }, 0];
    },
  },
  bold: {
    parseDOM: [
      { tag: 'strong' },
      {
        tag: 'b',
        getAttrs: (dom) => (dom as HTMLElement).style.fontWeight !== 'normal' && null,
      },
      {
        style: 'font-weight',
        getAttrs: (value) => /^(bold(er)?|[6-9]\d{2,})$/.test(value as string) && null,
      },
    ],
    toDOM: (): DOMOutputSpec => ['strong', 0],
  },
  italic: {
    parseDOM: [{ tag: 'i' }, { tag: 'em' }, { style: 'font-style=italic' }],
    toDOM: (): DOMOutputSpec => ['em', 0],
  },
  strike: {
    parseDOM: [{ tag: 's' }, { tag: 'del' }, { tag: 'strike' }],
    toDOM: (): DOMOutputSpec => ['s', 0],
  },
  code: {
    // Inline code is not bold, italic or struck in the editor; it may be linked, and keeps
    // the wire's other leaf keys.
    excludes: 'bold italic strike',
    parseDOM: [{ tag: 'code' }],
    toDOM: (): DOMOutputSpec => ['code', 0],
  },
  leaf: {
    attrs: { keys: {} },
    toDOM: (): DOMOutputSpec => ['span', 0],
  },
};
