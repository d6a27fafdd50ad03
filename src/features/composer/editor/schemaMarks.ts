/**
 * The marks of the composer's schema (schema.ts): bold, italic, strike, inline code and links.
 * Their names and the link's `href` are those of the `rich2` format; the parse rules double
 * as the paste filter.
 */
import type { DOMOutputSpec, MarkSpec } from 'prosemirror-model';
import { sanitizeUrl } from '../../../utils/links';

/** A safe link (01 §5) or null. */
export function safeHref(value: string | null): string | null {
  return sanitizeUrl(value ?? undefined) ?? null;
}

export const rich2Marks: Record<string, MarkSpec> = {
  link: {
    attrs: { href: {} },
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
    toDOM: (mark): DOMOutputSpec => [
      'a',
      { href: safeHref(mark.attrs.href as string) ?? '#', rel: 'nofollow noopener' },
      0,
    ],
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
    excludes: '_',
    parseDOM: [{ tag: 'code' }],
    toDOM: (): DOMOutputSpec => ['code', 0],
  },
};
